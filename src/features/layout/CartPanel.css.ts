import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const empty = style({ textAlign: 'center', color: vars.color.muted, padding: `${vars.space.xxl} 0` });

export const footerLink = style({ flex: 1 });
