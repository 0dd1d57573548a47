import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const footer = style({ background: vars.color.footer, color: vars.color.onFooter, marginTop: 'auto' });

/** 1 / 2 / 3 / 5 columns at smallest / xs / md / lg (product §9). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg} ${vars.space.xl}`,
  '@media': {
    [media.xs]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(5, 1fr)' },
  },
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: vars.space.md,
  color: vars.color.onFooter,
});

export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.sm });

export const link = style({
  color: vars.color.onFooterMuted,
  textDecoration: 'none',
  textTransform: 'capitalize',
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'left',
  selectors: { '&:hover': { color: vars.color.onFooter, textDecoration: 'underline' } },
});

export const text = style({ color: vars.color.onFooterMuted, fontSize: vars.fontSize.sm });

export const logo = style({ width: '90px', height: '30px', objectFit: 'contain', marginBottom: vars.space.md });

export const contactLine = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  color: vars.color.onFooterMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const social = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', listStyle: 'none', padding: 0 });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.onFooterMuted}`,
  color: vars.color.onFooter,
  selectors: { '&:hover': { background: vars.color.onFooter, color: vars.color.footer } },
});

export const bottom = style({
  borderTop: '1px solid rgba(255, 255, 255, 0.15)',
  padding: `${vars.space.lg}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.onFooterMuted,
});

export const address = style([list, { fontStyle: 'normal' }]);
export const plainLink = style([link, { textTransform: 'none' }]);
