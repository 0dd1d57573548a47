import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const lines = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.lg });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});

export const thumb = style({
  width: '64px',
  height: '80px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const title = style({
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
