import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { media } from '#src/styles/breakpoints';

export const gallery = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateAreas: '"stage" "thumbs"',
  '@media': {
    [media.md]: {
      gridTemplateColumns: '72px minmax(0, 1fr)',
      gridTemplateAreas: '"thumbs stage"',
      alignItems: 'start',
    },
  },
});

export const thumbs = style({
  gridArea: 'thumbs',
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  overflowX: 'auto',
  '@media': { [media.md]: { flexDirection: 'column' } },
});

export const thumb = style({
  display: 'block',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand } },
});

export const stage = style({ gridArea: 'stage', position: 'relative' });

export const zoom = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  aspectRatio: '4 / 5',
  cursor: 'zoom-in',
});

export const main = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: 'transform 150ms ease',
  selectors: { [`${zoom}:hover &`]: { transform: 'scale(2)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const enlarge = style({ position: 'absolute', right: vars.space.md, bottom: vars.space.md });

export const large = style({
  width: '100%',
  height: 'auto',
  maxHeight: '65vh',
  objectFit: 'contain',
  marginBottom: vars.space.lg,
  display: 'block',
});
