import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const title = style({ fontSize: vars.fontSize.display });

export const skeletonStack = style({ display: 'grid', gap: vars.space.md });
