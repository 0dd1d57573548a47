import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const nav = style({ borderTop: `1px solid ${vars.color.border}`, position: 'relative' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: `0 ${vars.space.lg}`,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
});

export const item = style({ position: 'static' });

export const topLink = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.lg}`,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-expanded="true"], &:hover': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.header,
});

export const panelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: vars.space.xl,
});

export const subLink = style({
  display: 'inline-block',
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  marginBottom: vars.space.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const subsubList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xs });

export const subsubLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});
