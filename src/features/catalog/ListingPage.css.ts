import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';
import { media } from '#src/styles/breakpoints';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

export const sidebar = style({ display: 'none', '@media': { [media.md]: { display: 'block' } } });

export const results = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

/** Sort, and below md the Filters button: one column on a phone, one row from md. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.md]: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center' } },
});

export const mobileBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.md]: { display: 'none' } },
});

export const filterDialogBody = style({ maxHeight: '60vh', overflowY: 'auto', padding: `0 ${vars.space.xs}` });

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });
