import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const tabsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
});

export const tabsTrigger = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textTransform: 'capitalize',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:hover:not([data-state="active"])': { borderColor: vars.color.brand },
  },
});

export const menuContent = style({
  minWidth: '180px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  zIndex: vars.z.overlay,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const breadcrumbLink = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const breadcrumbSeparator = style({ color: vars.color.muted });
export const breadcrumbCurrent = style({ color: vars.color.text, fontWeight: 600 });
