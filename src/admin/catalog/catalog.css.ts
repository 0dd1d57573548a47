import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const progress = style({ display: 'block', width: '100%', marginTop: vars.space.xs });
export const options = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });
export const option = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
// Under its box's text, not under the box.
export const hint = style({ margin: 0, paddingInlineStart: '1.75rem' });
