import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The box the totals sit in, beside the cart's lines or checkout's sections. */
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${row} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const saving = style({ color: vars.color.success });

export const payable = style({
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
