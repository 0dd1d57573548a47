import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'start',
});

export const kind = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontWeight: 600 });

export const detail = style({ margin: 0 });

// A term and its detail, laid out by the list's grid.
export const fact = style({ display: 'contents' });
