import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });

/** 'Message sent' shows top-centre (product §4), above the page, for 3 s. */
export const sentNotice = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontWeight: 600,
  boxShadow: vars.shadow.md,
});
