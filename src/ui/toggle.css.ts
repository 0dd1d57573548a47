import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/**
 * A button that is one of a set and shows which is chosen: a filter value, a size, a page.
 * Chosen is what the button says it is, pressed (`aria-pressed`) or current (`aria-current`).
 * Each use adds its own size.
 */
export const toggle = style({
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-pressed="true"], &[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
