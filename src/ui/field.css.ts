import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const control = style({ position: 'relative', display: 'flex' });

export const input = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);

export const reveal = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const success = style({ color: vars.color.success, fontWeight: 600 });
