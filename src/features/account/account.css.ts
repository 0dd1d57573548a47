import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

/** Account screens stand alone (no shared layout, product §2): a centred card. */
export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const link = style({ color: vars.color.brand, fontWeight: 600 });
export const note = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const social = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr 1fr' });
