/** What every back-office screen shares: its heading, panels, tables and the rows of a form. */
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xxl,
  fontFamily: vars.font.heading,
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.5rem',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  // What staff read was typed by others (a message, a search, a reason): a long word breaks, never widens the page.
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const tableWrap = style({
  overflowX: 'auto',
  // What a cell hides from the eye (a button's words for a screen reader) is placed inside the frame, not the page.
  position: 'relative',
  background: vars.color.surface,
  borderRadius: '0.5rem',
  border: `1px solid ${vars.color.border}`,
});

export const table = style({
  width: '100%',
  // Narrower than this, the table scrolls in its frame rather than folding every cell.
  minWidth: '36rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  selectors: {},
});

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const headCell = style([cell, { background: vars.color.surfaceAlt, fontWeight: 600, whiteSpace: 'nowrap' }]);

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const link = style({ color: vars.color.brand, fontWeight: 600 });

export const caption = style([muted, { textAlign: 'left', padding: `${vars.space.sm} ${vars.space.md}` }]);
