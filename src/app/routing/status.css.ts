import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});

export const code = style({ fontSize: '4rem', fontFamily: vars.font.heading, color: vars.color.brand, lineHeight: 1 });
export const message = style({ color: vars.color.muted });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'center' });
export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '40vh', color: vars.color.brand });

export const inline = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
