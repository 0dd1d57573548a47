import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const progress = style({ display: 'block', width: '100%', marginTop: vars.space.xs });
