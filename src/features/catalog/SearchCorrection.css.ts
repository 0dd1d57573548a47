import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const correction = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });

export const corrected = style({ color: vars.color.text });
