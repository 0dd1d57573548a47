import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The stepper with its hint underneath. */
export const control = style({ display: 'inline-grid', justifyItems: 'start', gap: vars.space.xxs });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const step = style({
  width: '32px',
  height: '32px',
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const value = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

/** Why plus stops; empty, and so no height, until it does (kept in the page so it is announced). */
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });
