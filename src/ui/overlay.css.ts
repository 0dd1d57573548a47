import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const motion = { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.z.overlay,
  animation: `${fadeIn} 150ms ease`,
  ...motion,
});

export const dialogContent = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 440px)',
  maxHeight: '85vh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  zIndex: vars.z.overlay,
  animation: `${fadeIn} 150ms ease`,
  ...motion,
});

export const dialogTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md });
export const dialogDescription = style({ color: vars.color.text, marginBottom: vars.space.xl });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });

const sheetBase = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  width: 'min(88vw, 380px)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.overlay,
  display: 'flex',
  flexDirection: 'column',
  ...motion,
});

export const sheet = styleVariants({
  left: [sheetBase, { left: 0, animation: `${slideFromLeft} 200ms ease` }],
  right: [sheetBase, { right: 0, animation: `${slideFromRight} 200ms ease` }],
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetTitle = style({ fontSize: vars.fontSize.lg });
export const sheetBody = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });
export const sheetFooter = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sheetClose = style({
  display: 'inline-flex',
  border: 0,
  background: 'transparent',
  padding: vars.space.sm,
  borderRadius: vars.radius.pill,
  lineHeight: 0,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
