import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '#src/styles/breakpoints';
import { vars } from '#src/styles/theme.css';
import { panel as totalsPanel } from '#src/ui/CartTotalRows.css';

/** One column on mobile; the price details beside the sections from lg. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});

export const sections = style({ display: 'grid', gap: vars.space.md });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const trigger = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});
globalStyle(`${choice} input`, { width: '20px', height: '20px', margin: '2px 0 0', accentColor: vars.color.brand });

export const choiceTitle = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const addAddress = style({ marginTop: vars.space.md, justifySelf: 'start' });

export const side = style([totalsPanel, { alignSelf: 'start' }]);

export const coupon = style({ display: 'grid', gap: vars.space.xs });
export const couponRow = style({ display: 'flex', gap: vars.space.sm });
export const couponError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const couponApplied = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const problem = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** A message about the order: what happened and what to do. */
const noticeBase = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const notice = styleVariants({
  info: [noticeBase, { borderColor: vars.color.border, background: vars.color.surface }],
  warning: [noticeBase, { borderColor: vars.color.brand, background: vars.color.brandSoft }],
  error: [noticeBase, { borderColor: vars.color.danger, background: vars.color.surface }],
  success: [noticeBase, { borderColor: vars.color.success, background: vars.color.surface }],
});
export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const changes = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs });

export const validation = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });

export const cardForm = style({ display: 'grid', gap: vars.space.md });
export const cardRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr 1fr' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
