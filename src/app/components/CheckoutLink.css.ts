import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

// Greyed, not faded: the label keeps its contrast while the link cannot be followed.
export const blocked = style({
  background: vars.color.muted,
  borderColor: vars.color.muted,
  color: vars.color.onBrand,
  cursor: 'not-allowed',
  selectors: { '&:hover': { background: vars.color.muted } },
});

export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
