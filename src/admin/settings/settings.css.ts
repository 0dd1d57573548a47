import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const picture = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', minWidth: 0 });
export const pictureName = style({ margin: 0, fontWeight: 600 });
export const thumb = style({
  maxWidth: '100%',
  width: '12rem',
  height: '6rem',
  objectFit: 'contain',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.25rem',
});

export const banners = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const banner = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'start',
});
export const actions = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const preview = style({
  border: `2px dashed ${vars.color.brand}`,
  borderRadius: '0.5rem',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});
export const previewBanners = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});
export const previewBanner = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const previewImage = style({ width: '100%', height: 'auto', borderRadius: '0.25rem' });
