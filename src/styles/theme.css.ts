import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * Design tokens on :root (not a class) so Radix portals, which render outside the
 * app tree, see them too. Colour pairs are chosen for WCAG AA contrast on `surface`.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#8a1c4a',
    brandHover: '#6f1139',
    brandSoft: '#fbeef3',
    onBrand: '#ffffff',
    text: '#1f1d24',
    muted: '#5a5663',
    surface: '#ffffff',
    surfaceAlt: '#f7f4f2',
    border: '#e4dfdc',
    danger: '#b3132b',
    onDanger: '#ffffff',
    success: '#1d6b3a',
    focus: '#1a5fd6',
    overlay: 'rgba(20, 16, 24, 0.55)',
    footer: '#231d26',
    onFooter: '#f4f0f2',
    onFooterMuted: '#cfc7cc',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'Georgia, "Times New Roman", "Noto Serif", serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(20, 16, 24, 0.08)',
    md: '0 6px 20px rgba(20, 16, 24, 0.12)',
    lg: '0 18px 48px rgba(20, 16, 24, 0.22)',
  },
  layout: { maxWidth: '1280px', headerHeight: '64px' },
  z: { header: '20', overlay: '40', toast: '60', fab: '30' },
});
