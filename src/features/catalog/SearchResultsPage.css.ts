import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { media } from '#src/styles/breakpoints';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.lg,
});

/** The heading and "Sort by": one column on a phone, one row from md. */
export const titleRow = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [media.md]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});

/** The category column is for large screens only (product §2). */
export const categories = style({ display: 'none', '@media': { [media.lg]: { display: 'block' } } });

export const categoriesTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
});

export const categoryList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const categoryIcon = style({ borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });

export const empty = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });
