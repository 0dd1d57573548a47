import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const groups = style({ display: 'grid', gap: vars.space.xl });

export const groupTitle = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.muted,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.body,
});

export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xxs });

export const entry = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover, &[data-status="active"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});
