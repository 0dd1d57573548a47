import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const progress = style({ display: 'block', width: '100%', marginTop: vars.space.xs });
/** The command's report as it prints it: its lines and indents kept, long lines wrapped. */
export const report = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
