import { style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

export const figures = style({
  display: 'grid',
  // A name never widens the page: a word longer than the column (a search typed as one long string) breaks.
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A dt and its dd, grouped for the list's sake, laid out by the grid of the list. */
export const figureRow = style({ display: 'contents' });

export const figureName = style({ color: vars.color.muted, overflowWrap: 'anywhere' });

export const figure = style({ margin: 0, fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const chart = style({ width: '100%', height: 'auto', display: 'block' });

export const bar = style({ fill: vars.color.brand });

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLabel = style({ fill: vars.color.muted, fontSize: '9px', fontFamily: vars.font.body });

export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, width: 'fit-content' });
