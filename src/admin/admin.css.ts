import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem',
  background: vars.color.surfaceAlt,
});

export const card = style({
  width: '100%',
  maxWidth: '24rem',
  display: 'grid',
  gap: '1rem',
  padding: '2rem 1.5rem',
  borderRadius: '0.5rem',
  background: vars.color.surface,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.12)',
});

export const title = style({ margin: 0, fontSize: '1.5rem' });

export const alert = style({ margin: 0, color: vars.color.danger });
