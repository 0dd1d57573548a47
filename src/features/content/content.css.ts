import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const head = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.display });

export const rich = style({ display: 'grid', gap: vars.space.md, lineHeight: 1.7, maxWidth: '75ch' });
globalStyle(`${rich} h2, ${rich} h3`, { marginTop: vars.space.lg });
globalStyle(`${rich} ul, ${rich} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${rich} a`, { color: vars.color.brand });
globalStyle(`${rich} img`, { borderRadius: vars.radius.md, height: 'auto' });

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

export const detailRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', overflowWrap: 'anywhere' });
export const detailIcon = style({ color: vars.color.brand, flexShrink: 0 });
export const detailLabel = style({ fontWeight: 700, display: 'block' });
export const detailLink = style({ color: vars.color.text });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });

export const slot = style({
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.muted,
});

export const skeletonStack = style({ display: 'grid', gap: vars.space.md });
