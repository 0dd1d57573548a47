import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { input } from '#src/ui/field.css';

export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const editor = style([
  input,
  {
    minHeight: '10rem',
    maxHeight: '32rem',
    overflowY: 'auto',
    lineHeight: 1.5,
    overflowWrap: 'anywhere',
  },
]);
// The editor's own paragraphs and lists, spaced as the storefront spaces rich text.
globalStyle(`${editor} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${editor} p, ${editor} h2, ${editor} h3, ${editor} ul, ${editor} ol, ${editor} blockquote`, {
  marginBlock: 0,
});
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
