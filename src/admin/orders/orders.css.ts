import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const views = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});

export const view = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 2fr) repeat(2, minmax(9rem, 1fr))',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const search = style({ '@media': { 'screen and (max-width: 48rem)': { gridColumn: '1 / -1' } } });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The side column (the next step, the shopper, the payment) comes first on a narrow screen: it is what is acted on. */
export const side = style([column, { '@media': { 'screen and (max-width: 64rem)': { order: -1 } } }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.muted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const entry = style({
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
});

export const textarea = style({
  width: '100%',
  minHeight: '5rem',
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.375rem',
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const orderHeading = style({ margin: 0, fontSize: vars.fontSize.xxl, fontFamily: vars.font.heading });
