import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { toggle as toggleButton } from '#src/ui/toggle.css';

export const nav = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xxl });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const item = style([
  toggleButton,
  {
    minWidth: '40px',
    height: '40px',
    display: 'grid',
    placeItems: 'center',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
  },
]);

export const gap = style({ minWidth: '24px', display: 'grid', placeItems: 'center', color: vars.color.muted });
