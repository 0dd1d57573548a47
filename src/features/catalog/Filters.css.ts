import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { toggle as toggleButton } from '#src/ui/toggle.css';

export const filters = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const clearAll = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.brand,
  textDecoration: 'underline',
  fontWeight: 600,
  cursor: 'pointer',
});

export const group = style({
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  float: 'left',
  width: '100%',
});

export const checkList = style({
  clear: 'both',
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '220px',
  overflowY: 'auto',
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  minHeight: '28px',
});

export const checkbox = style({ width: '18px', height: '18px', accentColor: vars.color.brand, margin: 0 });

export const swatch = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const toggles = style({ clear: 'both', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const toggle = style([toggleButton, { minWidth: '44px', minHeight: '36px' }]);

export const price = style({
  clear: 'both',
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} 0`,
});

export const sliderRoot = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '24px',
  touchAction: 'none',
  userSelect: 'none',
});

export const sliderTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const sliderRange = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const sliderThumb = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
});

export const priceValues = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
