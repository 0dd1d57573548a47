import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const empty = style({ display: 'grid', justifyItems: 'start', gap: vars.space.lg });
