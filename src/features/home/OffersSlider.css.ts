import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const root = style({ position: 'relative', padding: `${vars.space.lg} 0` });
export const viewport = style({ overflow: 'hidden', margin: `0 ${vars.space.xxxl}` });
export const container = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

/** Slides per view by window width (product §2): 7, then 3 from 362, 3 from 576, 5 from 768, 7 from 1022. */
export const slide = style({
  flex: '0 0 calc(100% / 7)',
  minWidth: 0,
  padding: `0 ${vars.space.xs}`,
  '@media': {
    'screen and (min-width: 362px)': { flexBasis: 'calc(100% / 3)' },
    'screen and (min-width: 576px)': { flexBasis: 'calc(100% / 3)' },
    'screen and (min-width: 768px)': { flexBasis: 'calc(100% / 5)' },
    'screen and (min-width: 1022px)': { flexBasis: 'calc(100% / 7)' },
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const prev = style({ left: vars.space.xs });
export const next = style({ right: vars.space.xs });
