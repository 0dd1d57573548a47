/**
 * A cart of two lines for the cart machine's tests: A (product 7, variant 70) and
 * B (product 8, variant 80), both in stock; `shortCart` has A's stock fallen below its
 * quantity since it was added.
 */
import type { CartQueryKeys, LineId } from '#machines/cart.machine';
import type { Schemas } from '#openapi/client';

export const queryKeys: CartQueryKeys = {
  cart: ['me', 'cart'],
  productLists: ['products'],
  productDetails: ['product'],
};

export const LINES: Record<'A' | 'B', LineId> = {
  A: { fk_product: 7, variant_id: 70 },
  B: { fk_product: 8, variant_id: 80 },
};

function cartLine(line: LineId, quantity: number, stock: number): Schemas['CartLine'] {
  return {
    int_glcode: line.variant_id,
    ...line,
    var_slug: `product-${line.fk_product}`,
    var_title: `Product ${line.fk_product}`,
    var_image: `/media/products/${line.fk_product}.svg`,
    cartItem: quantity,
    selling_price: 500,
    price: 600,
    stock,
    Variant_details: { attributes: { attributes: [{ var_title: 'Size', value: { var_title: 'M' } }] } },
  };
}

const totals = {
  Sub_Total: 1500,
  discount_total: 0,
  gst_total: 75,
  gst_included: false,
  gross_total: 1575,
  delivery_charge: 0,
};

/** Quantities the server starts with. */
export const SERVER_QUANTITY = { A: 2, B: 1 } as const;

export const cart: Schemas['Cart'] = {
  data: [cartLine(LINES.A, SERVER_QUANTITY.A, 9), cartLine(LINES.B, SERVER_QUANTITY.B, 9)],
  ...totals,
};

export const shortCart: Schemas['Cart'] = {
  data: [cartLine(LINES.A, SERVER_QUANTITY.A, 1), cartLine(LINES.B, SERVER_QUANTITY.B, 9)],
  ...totals,
};
