import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const rich = style({ display: 'grid', gap: vars.space.md, lineHeight: 1.7, maxWidth: '75ch' });
globalStyle(`${rich} h2, ${rich} h3`, { marginTop: vars.space.lg });
globalStyle(`${rich} ul, ${rich} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${rich} a`, { color: vars.color.brand });
globalStyle(`${rich} img`, { borderRadius: vars.radius.md, height: 'auto' });
