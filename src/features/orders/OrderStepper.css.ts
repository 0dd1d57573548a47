import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const stepper = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  counterReset: 'step',
});

const stepBase = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  // The bar to the previous step.
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '13px',
      right: '50%',
      width: '100%',
      height: '3px',
      background: vars.color.border,
      zIndex: 0,
    },
  },
});

export const step = styleVariants({
  done: [
    stepBase,
    { color: vars.color.text, selectors: { '&:not(:first-child)::before': { background: vars.color.success } } },
  ],
  current: [
    stepBase,
    {
      color: vars.color.text,
      fontWeight: 700,
      selectors: { '&:not(:first-child)::before': { background: vars.color.success } },
    },
  ],
  upcoming: [stepBase],
  alert: [
    stepBase,
    {
      color: vars.color.danger,
      fontWeight: 700,
      selectors: { '&:not(:first-child)::before': { background: vars.color.danger } },
    },
  ],
});

const markerBase = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: 700,
  lineHeight: 1,
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.success, borderColor: vars.color.success, color: vars.color.onBrand }],
  current: [markerBase, { background: vars.color.success, borderColor: vars.color.success, color: vars.color.onBrand }],
  upcoming: [markerBase, { color: vars.color.muted }],
  alert: [markerBase, { background: vars.color.danger, borderColor: vars.color.danger, color: vars.color.onDanger }],
});
