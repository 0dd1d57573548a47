import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { media } from '#src/styles/breakpoints';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space.xxl } },
});

export const info = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const heart = style({
  flexShrink: 0,
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});

export const short = style({ margin: 0, color: vars.color.muted, lineHeight: 1.6 });

export const stock = style({ margin: 0, color: vars.color.danger, fontWeight: 600, minHeight: '1.5em' });

export const buy = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginTop: vars.space.sm,
});

export const notified = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const message = style({ margin: 0, color: vars.color.danger, fontWeight: 600, minHeight: '1.5em' });

export const lookupError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.danger,
});

export const tabs = style({ marginTop: vars.space.xl });

export const tabPanel = style({ maxWidth: '72ch', margin: '0 auto', lineHeight: 1.7 });

export const reviews = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg });

export const review = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.md });

export const reviewHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', margin: 0 });

export const reviewStars = style({ color: '#a15c00', letterSpacing: '0.1em' });

export const reviewStarsOff = style({ color: vars.color.border });

export const delivery = style({ paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.sm });
