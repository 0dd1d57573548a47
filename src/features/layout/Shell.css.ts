import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-100px',
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

// At least a screen tall below the header: the footer starts below the first screen, so a
// page whose content arrives after its skeleton pushes nothing visible down (no layout shift).
export const main = style({ flex: 1, outline: 'none', minHeight: `calc(100vh - ${vars.layout.headerHeight})` });
