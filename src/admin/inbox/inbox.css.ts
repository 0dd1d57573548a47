import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const itemLink = style({
  color: vars.color.text,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const quoted = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
