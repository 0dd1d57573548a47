// What several back-office screens share beyond admin-page.css.ts: tabs that filter a list, a small badge, a list of
// terms and details, a row of actions, and a block of text kept as written.
import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  // A state of a few words reads as one label, never broken over lines in a narrow column.
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: 600 });

export const detail = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Text shown as it was written (a mail's, a command's report): its lines and indents kept, long lines wrapped. */
export const textBlock = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
/** An editor's answered save (SaveStatus.tsx). */
export const status = style({ outline: 'none', display: 'grid' });
export const refused = style({ borderColor: vars.color.danger });
export const saved = style({ borderColor: vars.color.success });
export const said = style({ margin: 0, fontWeight: 600 });

export const moveButtons = style({ display: 'flex', gap: vars.space.xs });

/** A file chooser drawn as a link (its input kept in the page and the tab order, out of sight). */
export const choose = style({
  color: vars.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { [`&:has(+ input:focus-visible)`]: { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0 });
