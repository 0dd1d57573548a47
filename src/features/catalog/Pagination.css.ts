import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nav = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xxl });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });

export const item = style({
  minWidth: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const gap = style({ minWidth: '24px', display: 'grid', placeItems: 'center', color: vars.color.muted });
