import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const head = style({ display: 'grid', gap: vars.space.sm });

export const aboutGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '3fr 2fr' } },
});

export const banner = style({ width: '100%', borderRadius: vars.radius.lg, objectFit: 'cover' });

export const contactGrid = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '2fr 3fr' } },
});

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  fontStyle: 'normal',
});

export const detailRow = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  overflowWrap: 'anywhere',
});
export const detailIcon = style({ color: vars.color.brand, flexShrink: 0 });
export const detailLabel = style({ fontWeight: 700, display: 'block' });
export const detailLink = style({ color: vars.color.text });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });
