import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const form = style({ position: 'relative', width: '100%' });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  paddingLeft: vars.space.lg,
  selectors: { '&:focus-within': { borderColor: vars.color.brand, background: vars.color.surface } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  padding: `${vars.space.sm} 0`,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.muted } },
});

export const submit = style({
  display: 'inline-flex',
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  padding: vars.space.sm,
  marginRight: vars.space.xs,
  borderRadius: vars.radius.pill,
});

export const listbox = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  maxHeight: '320px',
  overflowY: 'auto',
  listStyle: 'none',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.overlay,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &:hover': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const status = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.muted });
