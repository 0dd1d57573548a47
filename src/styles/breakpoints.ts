/**
 * Breakpoints (min-widths). The mobile layout is everything below `md` (product §2);
 * the footer grid steps 1 / 2 / 3 / 5 columns at none / xs / md / lg (product §9).
 */
export const breakpoints = { xs: 480, sm: 576, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  xs: `screen and (min-width: ${breakpoints.xs}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
} as const;
