import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { orderStatusColours } from './orderStatusColours';

const base = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants(orderStatusColours, (background) => [base, { background }]);
