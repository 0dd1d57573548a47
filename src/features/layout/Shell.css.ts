import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-100px',
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({ flex: 1, outline: 'none' });
