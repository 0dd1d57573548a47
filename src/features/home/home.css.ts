import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const container = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const section = style({ paddingBlock: vars.space.xxl });

export const sectionTitle = style({
  fontSize: vars.fontSize.xxl,
  textAlign: 'center',
  marginBottom: vars.space.sm,
});

export const intro = style({
  textAlign: 'center',
  color: vars.color.muted,
  maxWidth: '560px',
  margin: `0 auto ${vars.space.xl}`,
});

// Banners: stacked on phones; vertical | two horizontals | vertical from md.
export const banners = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1.4fr 1fr', height: '440px' } },
});

export const bannerStack = style({ display: 'grid', gap: vars.space.lg, gridAutoRows: '1fr', minHeight: 0 });

export const bannerLink = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  color: vars.color.onBrand,
  textDecoration: 'none',
  minHeight: 0,
});

export const bannerImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease',
  selectors: { [`${bannerLink}:hover &`]: { transform: 'scale(1.03)' } },
});

// Phones: every banner is a wide strip; from md the grid's fixed height decides.
export const verticalImage = style({ aspectRatio: '16 / 10', '@media': { [media.md]: { aspectRatio: 'auto' } } });
export const horizontalImage = style({ aspectRatio: '16 / 9', '@media': { [media.md]: { aspectRatio: 'auto' } } });

export const bannerTitle = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  background: 'linear-gradient(transparent, rgba(20, 16, 24, 0.8))',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});

export const classGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, 1fr)',
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const classTile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  textAlign: 'center',
  selectors: { '&:hover': { color: vars.color.brand, boxShadow: vars.shadow.md } },
});

export const classIcon = style({ width: '72px', height: '72px', objectFit: 'contain' });

export const center = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const promises = style({
  background: vars.color.surfaceAlt,
  padding: `${vars.space.xxl} 0`,
});

export const promiseList = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const promise = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const promiseIcon = style({ color: vars.color.brand, flexShrink: 0 });
export const promiseTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });
export const promiseText = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
