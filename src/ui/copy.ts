/**
 * Visible wording of the storefront that the product does not fix (labels, headings, aria
 * names). The product's own texts live in rules/texts.ts; both are one line per copy edit.
 *
 * One file per area under copy/, so a screen's chunk carries only its own wording: the
 * header and footer, on every first screen, no longer bring the checkout's (decision 0016).
 */
export { shellTexts } from './copy/shell';
export { cartTexts } from './copy/cart';
export { catalogTexts } from './copy/catalog';
export { cardTexts } from './copy/card';
export { accountTexts } from './copy/account';
export { profileTexts } from './copy/profile';
export { orderTexts } from './copy/orders';
export { checkoutTexts } from './copy/checkout';
