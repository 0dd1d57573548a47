import { style } from '@vanilla-extract/css';
import { media as screens } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: 'box-shadow 150ms ease',
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
});

export const media = style({ position: 'relative', aspectRatio: '4 / 5', background: vars.color.surfaceAlt });

export const imageLink = style({ display: 'block', width: '100%', height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const heart = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.brand,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
});

/** Hidden until the card is hovered or holds focus, so keyboard users reach it too. */
export const overlay = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.md,
  background: 'linear-gradient(to top, rgba(20, 16, 24, 0.55), transparent)',
  opacity: 0,
  transition: 'opacity 150ms ease',
  selectors: {
    [`${card}:hover &, ${card}:focus-within &`]: { opacity: 1 },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
  alignContent: 'start',
});

export const category = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: 1.3 });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.6em',
  selectors: { '&:hover': { color: vars.color.brand } },
});

/** Keeps prices level across a row whether or not a card has reviews. */
export const ratingSlot = style({ minHeight: '20px' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const cartButton = style({
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  marginLeft: 'auto',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandHover },
    '&:disabled': { cursor: 'progress', opacity: 0.85 },
  },
});

/** The grid New Arrivals and the wishlist lay their cards in. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, 1fr)',
  listStyle: 'none',
  padding: 0,
  '@media': {
    [screens.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [screens.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
