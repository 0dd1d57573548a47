import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { textBlock } from '../parts.css';

export const frame = style({
  width: '100%',
  height: '32rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

export const text = style([textBlock, { maxHeight: '32rem', overflowY: 'auto' }]);

export const form = style({ display: 'grid', gap: vars.space.md });

export const subject = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
