import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

// Each level inside the one above, a step in: the tree's shape is its indentation.
export const branch = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Its rows fit the screen: what they hold wraps rather than widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  selectors: { '& &': { paddingLeft: vars.space.lg, marginTop: vars.space.xs } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.375rem',
  background: vars.color.surface,
  cursor: 'grab',
});

// Where a dragged category would land: before this row.
export const over = style({ boxShadow: `inset 0 3px 0 ${vars.color.brand}` });

// Where a dragged category would land: last under this row.
export const overUnder = style({ boxShadow: `inset 0 -3px 0 ${vars.color.brand}`, background: vars.color.brandSoft });

export const dragged = style({ opacity: 0.5 });

export const name = style({ fontWeight: 600, flex: '1 1 10rem', minWidth: 0 });

export const facts = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, display: 'block', fontWeight: 400 });

export const thumb = style({ width: 40, height: 40, objectFit: 'cover', borderRadius: '0.25rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const dropEnd = style({
  padding: vars.space.sm,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: '0.375rem',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const dropEndOver = style({ borderColor: vars.color.brand, color: vars.color.brand });

export const form = style({
  display: 'grid',
  // Its fields fit the row they open under: a long choice is cut, never a page wider than a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const picture = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const preview = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: '0.25rem' });

export const select = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.375rem',
  font: 'inherit',
  flex: '1 1 12rem',
  minWidth: 0,
  maxWidth: '100%',
});
