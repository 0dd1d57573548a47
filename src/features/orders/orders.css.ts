import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.muted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md, outline: 'none' });

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surface,
});

export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const amountRow = style({ display: 'contents' });
export const amountValue = style({ margin: 0, textAlign: 'right' });
export const payable = style({
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
});
export const saved = style({ color: vars.color.success, fontSize: vars.fontSize.sm, marginTop: vars.space.sm });

export const lines = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: '88px 1fr auto', alignItems: 'start' } },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const lineTitle = style({ fontWeight: 600 });
export const lineMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const lineActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [media.md]: { gridColumn: 'auto', justifyContent: 'flex-end' } },
});

export const returned = style({
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  outline: 'none',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

/** The thank-you page centres its heading; its order cards read like the order detail's. */
export const confirmationCard = style([card, { justifySelf: 'stretch', textAlign: 'start' }]);
