import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0 });
export const stars = style({ display: 'flex', gap: vars.space.xxs });

/** The radio stays in the accessibility tree and takes the keys; its label is the star. */
export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const star = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.muted,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-lit="true"]': { color: '#a05a00' },
  },
});
