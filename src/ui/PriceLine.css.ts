import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const priceLine = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const priceLarge = style([priceLine, { fontSize: vars.fontSize.xl }]);

export const selling = style({ fontWeight: 700, color: vars.color.text });

export const listPrice = style({ color: vars.color.muted, fontSize: '0.85em' });

export const offer = style({ color: vars.color.success, fontWeight: 700, fontSize: '0.85em' });
