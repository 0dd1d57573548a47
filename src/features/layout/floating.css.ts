import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

const fab = style({
  position: 'fixed',
  right: vars.space.lg,
  zIndex: vars.z.fab,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  border: 0,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.md,
});

export const chat = style([fab, { bottom: vars.space.lg, background: '#0b7a3e', color: '#ffffff' }]);
export const scrollTop = style([
  fab,
  {
    bottom: `calc(${vars.space.lg} + 64px)`,
    background: vars.color.surface,
    color: vars.color.brand,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const divider = style({
  border: 0,
  height: '1px',
  background: vars.color.border,
  margin: `${vars.space.xxxl} 0 0`,
});
