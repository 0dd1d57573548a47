import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const rating = style({
  justifySelf: 'start',
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '1.6',
});

export const ratingCount = style({ fontWeight: 400 });
