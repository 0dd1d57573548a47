// The back office's screens: one column on a phone (390 px), wider tables and grids from a tablet up.
import { style } from '@vanilla-extract/css';
import { media } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

export const screen = style({
  minHeight: '100vh',
  background: vars.color.surfaceAlt,
  padding: vars.space.lg,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const column = style({ maxWidth: '60rem', margin: '0 auto', display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const back = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, width: 'fit-content' });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.muted, textAlign: 'center' });

export const failure = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
});

/** A table that scrolls sideways on its own when a phone is narrower than its columns. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

/** A cell whose row's sentence follows in a row of its own: no line between them. */
export const cellJoined = style([cell, { borderBottom: 'none' }]);

export const numberCellJoined = style([numberCell, { borderBottom: 'none' }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
