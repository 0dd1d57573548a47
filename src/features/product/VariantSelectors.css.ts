import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { toggle as toggleButton } from '#src/ui/toggle.css';

export const options = style({ display: 'grid', gap: vars.space.lg });

export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });

export const chosen = style({ fontWeight: 400, color: vars.color.muted });

export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const marked = {
  // Unavailable: struck through; sold out: dashed. Both stay clickable and focusable.
  '&[data-unavailable]': { opacity: 0.45, textDecoration: 'line-through' },
  '&[data-sold-out]': { borderStyle: 'dashed' },
} as const;

export const size = style([toggleButton, { minWidth: '48px', minHeight: '40px', selectors: marked }]);

export const swatch = style({
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    ...marked,
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoft}` },
  },
});

export const swatchColour = style({
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});
