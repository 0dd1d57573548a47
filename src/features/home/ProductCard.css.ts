import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const image = style({ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', background: vars.color.surfaceAlt });
export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const prices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const price = style({ fontWeight: 700 });
export const struck = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const off = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 700 });
