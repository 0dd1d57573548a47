import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const share = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const trigger = style({
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
});

export const copied = style({
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:not(:empty)': {
      background: vars.color.success,
      padding: `${vars.space.xxs} ${vars.space.sm}`,
      borderRadius: vars.radius.sm,
    },
  },
});
