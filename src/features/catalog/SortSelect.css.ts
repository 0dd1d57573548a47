import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { media } from '#src/styles/breakpoints';

/** Label beside the select; below md, one column: the label above a select as wide as the page. */
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.md]: { display: 'flex', alignItems: 'center', gap: vars.space.sm } },
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const select = style({
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
