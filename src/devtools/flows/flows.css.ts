import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';

/** The panel takes the bottom of the window; the page gets as much room below it to scroll into view. */
const panelHeight = '50vh';
/** Under the TanStack devtools (99999), over everything of the shop's. */
const layer = 99990;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const narrow = media.belowMd;

/** Set on <html> while the panel is open. */
export const pageUnderPanel = style({});
globalStyle(`${pageUnderPanel} body`, { paddingBottom: panelHeight });
globalStyle(pageUnderPanel, { scrollPaddingBottom: panelHeight });

export const toggle = style({
  position: 'fixed',
  // Right of the TanStack devtools' two buttons at the bottom left; the chat button holds the bottom right.
  left: '15rem',
  bottom: '0.5rem',
  zIndex: layer + 1,
  font: `600 ${vars.fontSize.xs}/1 ${vars.font.body}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.text}`,
  background: vars.color.text,
  color: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { bottom: `calc(${panelHeight} + 0.5rem)` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const panel = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  height: panelHeight,
  zIndex: layer,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `2px solid ${vars.color.text}`,
  boxShadow: vars.shadow.lg,
  font: `${vars.fontSize.sm}/1.4 ${vars.font.body}`,
});

/** In development the TanStack devtools' buttons sit over the panel's bottom left: room for them below its content. */
export const besideDevtools = style({ paddingBottom: '3rem' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.body });

export const note = style({ margin: 0, color: vars.color.muted, flex: 1 });

export const close = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
  font: 'inherit',
});

export const tabs = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const actorList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  overflowX: 'auto',
  flexShrink: 0,
});

export const actorTab = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  font: `600 ${vars.fontSize.xs}/1.4 ${mono}`,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { background: vars.color.text, borderColor: vars.color.text, color: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const stopped = style({ fontWeight: 400, fontStyle: 'italic' });

export const actorPanel = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  selectors: { '&[hidden]': { display: 'none' } },
  // Narrow: one column that scrolls, each part a fixed share of it.
  '@media': { [narrow]: { display: 'flex', flexDirection: 'column', overflowY: 'auto' } },
});

export const stateLine = style({ gridColumn: '1 / -1', margin: 0 });

export const code = style({ fontFamily: mono, fontSize: vars.fontSize.xs });

export const stateName = style([
  code,
  { background: vars.color.brandSoft, padding: `0 ${vars.space.xs}`, marginInlineStart: vars.space.xs },
]);

const scroller = {
  overflow: 'auto',
  minHeight: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
} as const;

export const chartPart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: 0,
  '@media': { [narrow]: { flex: '0 0 30vh' } },
});

export const fit = style({
  alignSelf: 'flex-start',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.sm}`,
  font: `${vars.fontSize.xs}/1.6 ${vars.font.body}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const chart = style({ ...scroller, flex: 1, background: '#fff', minHeight: '8rem' });
/** The whole machine in the box's width (the app's global style caps an svg at 100%; actual size lifts the cap). */
export const fittedChart = style([chart, {}]);
globalStyle(`${chart}:not(${fittedChart}) svg`, { maxWidth: 'none' });
globalStyle(`${fittedChart} svg`, { height: 'auto' });

/** The active states on the chart (Statechart.tsx marks them data-active): a heavy outline, not only a colour; leaves filled. */
globalStyle(`${chart} svg`, { display: 'block' });
globalStyle(`${chart} g.node[data-active] > :is(path, polygon, ellipse)`, {
  fill: vars.color.brand,
  stroke: vars.color.text,
  strokeWidth: 3,
});
globalStyle(`${chart} g.node[data-active] > text`, { fill: vars.color.onBrand, fontWeight: 700 });
globalStyle(`${chart} g.cluster[data-active] > :is(path, polygon)`, { stroke: vars.color.brand, strokeWidth: 3 });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: 0,
  '@media': { [narrow]: { flex: '0 0 auto' } },
});

export const part = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });
export const contextPart = style([
  part,
  { flex: '0 1 40%', '@media': { [narrow]: { flex: 'none', maxHeight: '20vh' } } },
]);
export const eventsPart = style([
  part,
  { flex: '1 1 60%', '@media': { [narrow]: { flex: 'none', maxHeight: '30vh' } } },
]);

export const partTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
});

export const json = style([code, scroller, { margin: 0, padding: vars.space.xs, whiteSpace: 'pre' }]);

export const eventsBox = style(scroller);

export const events = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.xs });
globalStyle(`${events} th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surfaceAlt,
  textAlign: 'start',
  fontWeight: 600,
});
globalStyle(`${events} :is(th, td)`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${events} td`, { fontFamily: mono });
globalStyle(`${events} pre`, { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
