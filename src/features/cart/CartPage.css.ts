import { style, globalStyle } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

// The product cell reads like the panel's lines.
export { meta, thumb, title } from '#src/ui/CartLines.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: '1fr 320px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

/** Below md the header row goes and each line stacks as a card, its cells labelled. */
export const head = style({
  '@media': {
    [media.belowMd]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${head} th`, {
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.belowMd]: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gap: vars.space.sm,
      padding: `${vars.space.md} 0`,
    },
  },
});
globalStyle(`${row} > td`, {
  padding: `${vars.space.md}`,
  verticalAlign: 'middle',
  '@media': { [media.belowMd]: { padding: 0 } },
});
globalStyle(`${row} > td[data-label]::before`, {
  '@media': {
    [media.belowMd]: { content: 'attr(data-label) ": "', color: vars.color.muted, fontSize: vars.fontSize.sm },
  },
});

export const productCell = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.belowMd]: { gridColumn: '1 / -1' } },
});

export const problem = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });

export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.danger, borderColor: vars.color.danger },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const side = style({ display: 'grid', gap: vars.space.md });

export const summaryTitle = style({ fontSize: vars.fontSize.lg });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
