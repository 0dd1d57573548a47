import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: vars.layout.headerHeight,
  '@media': { [media.md]: { gap: vars.space.xl } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.text,
  marginRight: 'auto',
  minWidth: 0,
  '@media': { [media.md]: { marginRight: 0 } },
});

/**
 * A box of its own, not the picture's width: sized by its picture alone, the logo was
 * 0 px wide until it loaded and then pushed the shop's name and the search box aside (a
 * layout shift on a first load whenever it arrived after the first paint). 3:1, the
 * seeded logo's shape; another shape is fitted inside.
 */
export const logo = style({
  height: '32px',
  width: '96px',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { [media.md]: { height: '36px', width: '108px' } },
});

/** Below xs the logo alone names the shop; the text stays for screen readers. */
export const siteName = style({
  '@media': {
    'screen and (max-width: 479.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const desktopSearch = style({
  display: 'none',
  flex: 1,
  maxWidth: '560px',
  margin: '0 auto',
  '@media': { [media.md]: { display: 'block' } },
});

export const icons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.brand } },
});

/** Shown only below md (the mobile header controls). */
export const mobileOnly = style({ '@media': { [media.md]: { display: 'none' } } });
/** Shown only at md and up. */
export const desktopOnly = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });
export const desktopBlock = style({ display: 'none', '@media': { [media.md]: { display: 'block' } } });

export const mobileSearch = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.md]: { display: 'none' } },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '11px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});
