import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const tabs = style({ display: 'grid', gap: vars.space.lg });

export const tabBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const tabList = style({ marginBottom: 0, justifyContent: 'flex-start' });

export const panel = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const empty = style({ color: vars.color.muted });

// Profile
export const profile = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '32rem' });

// Orders
export const orders = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.md });

export const order = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const orderId = style({ fontWeight: 700, color: vars.color.brand, overflowWrap: 'anywhere' });

export const orderFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

// Addresses
export const addressBook = style({ display: 'grid', gap: vars.space.lg });

export const addresses = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const address = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const addressType = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const addressLines = style({ display: 'grid', fontStyle: 'normal', overflowWrap: 'anywhere' });

export const addressActions = style({ display: 'flex', gap: vars.space.sm });

export const addressForm = style({ display: 'grid', gap: vars.space.md });

export const typeChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  border: 0,
  padding: 0,
  margin: 0,
});

export const typeOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });

export const waits = style({ display: 'grid', gap: vars.space.md });

export const waitList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });

export const wait = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
