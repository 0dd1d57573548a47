import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { media } from '#src/styles/breakpoints';

const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gap: vars.space.xl } },
});

export const grid3 = style([grid, { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }]);

export const grid4 = style([
  grid,
  {
    '@media': {
      [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const skeletonBody = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md });

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.muted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
