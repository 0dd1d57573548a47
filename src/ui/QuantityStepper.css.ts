import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

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

export const value = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
