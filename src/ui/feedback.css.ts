import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
// The shimmer moves a layer (transform), which the compositor animates on its own thread. A
// moving background (background-position) is restyled and repainted on the main thread every
// frame: on a drawn product page, whose specification is a skeleton until the app takes over,
// those repaints were long tasks in the middle of the takeover (decision 0019).
const shimmer = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});

export const skeleton = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: `linear-gradient(90deg, transparent, ${vars.color.border}, transparent)`,
      transform: 'translateX(-100%)',
      animation: `${shimmer} 1.4s ease infinite`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { display: 'none' } } } },
});
