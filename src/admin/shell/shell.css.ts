import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** A side bar on a desk's width; above 48rem down, the bar sits on top and its links wrap. */
export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  background: vars.color.surfaceAlt,
  // On a phone the bar keeps its own height and the screen below takes what is left: a short screen no longer
  // stretches the bar.
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr', gridTemplateRows: 'auto 1fr' } },
});

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.footer,
  color: vars.color.onFooter,
  '@media': { 'screen and (max-width: 48rem)': { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { 'screen and (max-width: 48rem)': { flexDirection: 'row', flexWrap: 'wrap' } },
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
  '@media': { 'screen and (max-width: 48rem)': { marginTop: 0, marginLeft: 'auto' } },
});

export const signOut = style({
  background: 'transparent',
  color: vars.color.onFooter,
  border: `1px solid ${vars.color.onFooterMuted}`,
  borderRadius: '0.375rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.onFooter}`, outlineOffset: '2px' } },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { 'screen and (max-width: 48rem)': { padding: vars.space.md } },
});
