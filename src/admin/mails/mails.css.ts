import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const frame = style({
  width: '100%',
  height: '32rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

export const text = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  maxHeight: '32rem',
  overflowY: 'auto',
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const subject = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
