import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

const phone = 'screen and (max-width: 48rem)';

/** A side bar on a desk's width; from 48rem down, a bar on top whose sections open under Menu. */
export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  background: vars.color.surfaceAlt,
  // On a phone the bar keeps its own height and the screen below takes what is left: a short screen no longer
  // stretches the bar.
  '@media': { [phone]: { gridTemplateColumns: '1fr', gridTemplateRows: 'auto 1fr' } },
});

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.footer,
  color: vars.color.onFooter,
  '@media': {
    [phone]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

/** On a desk the sections and who is signed in are the bar's own items; on a phone, a row of their own when open. */
export const menu = style({
  display: 'contents',
  '@media': {
    [phone]: {
      flexBasis: '100%',
      flexDirection: 'column',
      gap: vars.space.lg,
      selectors: {
        '&[data-open="true"]': { display: 'flex' },
        '&[data-open="false"]': { display: 'none' },
      },
    },
  },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [phone]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const navLink = style({
  color: vars.color.onFooter,
  textDecoration: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: '0.375rem',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.08)' },
    '&[aria-current="page"]': { background: 'rgba(255, 255, 255, 0.16)', fontWeight: 600 },
    '&:focus-visible': { outline: `2px solid ${vars.color.onFooter}`, outlineOffset: '2px' },
  },
});

export const who = style({
  marginTop: 'auto',
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.onFooterMuted,
  '@media': { [phone]: { marginTop: 0 } },
});

/** The bar's own buttons: outlined in its colours. */
const barButton = style({
  background: 'transparent',
  color: vars.color.onFooter,
  border: `1px solid ${vars.color.onFooterMuted}`,
  borderRadius: '0.375rem',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.onFooter}`, outlineOffset: '2px' } },
});

export const menuButton = style([
  barButton,
  {
    display: 'none',
    marginLeft: 'auto',
    padding: `${vars.space.sm} ${vars.space.md}`,
    '@media': { [phone]: { display: 'inline-block' } },
  },
]);

export const signOut = style([barButton, { padding: `${vars.space.xs} ${vars.space.md}` }]);

export const main = style({
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { [phone]: { padding: vars.space.md } },
});
