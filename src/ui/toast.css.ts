import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const viewportBase = style({
  position: 'fixed',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(92vw, 380px)',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  zIndex: vars.z.toast,
  outline: 'none',
});

export const viewport = styleVariants({
  'top-center': [viewportBase, { top: 0, left: '50%', transform: 'translateX(-50%)' }],
  'bottom-right': [viewportBase, { bottom: 0, right: 0 }],
});

const rootBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontWeight: 600,
  color: '#ffffff',
});

export const root = styleVariants({
  success: [rootBase, { background: vars.color.success }],
  error: [rootBase, { background: vars.color.danger }],
  info: [rootBase, { background: vars.color.text }],
});

export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  lineHeight: 0,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
});
