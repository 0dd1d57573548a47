// What the inbox, stock and dashboard screens add to admin-page.css.ts: a way back, filters, an empty state, a list of
// cards, and a table row whose sentence follows in a row of its own.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { cell, numeric } from './admin-page.css';

export const back = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, width: 'fit-content' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const column = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '60rem',
  minWidth: 0,
});

/** A panel whose content may be wider than a phone (a table): it shrinks to the panel, and the table scrolls in it. */
export const fits = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** A table of a few narrow columns, which fits a phone without scrolling. */
export const narrowTable = style({ minWidth: 0 });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.muted, textAlign: 'center' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A cell whose row's sentence follows in a row of its own: no line between them. */
export const cellJoined = style([cell, { borderBottom: 'none' }]);

export const numberCellJoined = style([cell, numeric, { borderBottom: 'none' }]);

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
