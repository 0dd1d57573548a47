import { and, eq, sql, type SQL } from 'drizzle-orm';
import { cartLines, type LineAttributes } from '../db/schema';
import { cartTotals } from '../pricing/totals';
import { toRupees } from '../pricing/money';
import type { TaxWay } from '../pricing/gst';
import type { Db, Queryable } from '../db/connect';
import { executeNamed } from '../db/prepared';

/** One cart line with everything priced from the shop's own data (paise). */
export interface CartItem {
  id: number;
  productId: number;
  variantId: number;
  slug: string;
  title: string;
  image: string;
  quantity: number;
  price: number;
  sellingPrice: number;
  stock: number;
  /** Its product's HSN code; null: the shop's default. */
  hsn: string | null;
  attributes: LineAttributes;
}

/**
 * The user's cart as one json array of CartItem, oldest line first, with today's prices and stock: a column of its
 * own, so a placement's turn reads it in the statement that reads the rest (checkout-price.ts). A draft's line is a
 * sold-out one (decision 0066): kept, shown, and refused at the checkout as any short line is.
 */
export function cartColumn(userId: number): SQL<CartItem[]> {
  return sql<CartItem[]>`(select coalesce(json_agg(json_build_object(
      'id', c.id, 'productId', c.product_id, 'variantId', c.variant_id, 'quantity', c.quantity,
      'slug', p.slug, 'title', p.title,
      'image', coalesce((select i.url from variant_images i where i.variant_id = c.variant_id
                          order by i.position, i.id limit 1), p.image),
      'price', v.price_paise, 'sellingPrice', v.selling_price_paise,
      'stock', case when p.published then v.stock else 0 end,
      'hsn', p.hsn,
      'attributes', (select coalesce(json_agg(json_build_object('title', a.title, 'value', av.title)
                                              order by a.position, a.id), '[]'::json)
                       from variant_values vv
                       join attribute_values av on av.id = vv.attribute_value_id
                       join attributes a on a.id = av.attribute_id
                      where vv.variant_id = c.variant_id)
    ) order by c.id), '[]'::json)
    from cart_lines c
    join variants v on v.id = c.variant_id
    join products p on p.id = c.product_id
   where c.user_id = ${userId})`;
}

/** The user's cart, oldest line first, with today's prices and stock: a statement named once (decision 0080). */
export async function readCart(db: Db, userId: number): Promise<CartItem[]> {
  const { rows } = await executeNamed<{ lines: CartItem[] }>(db, db, sql`select ${cartColumn(userId)} as lines`);
  return rows[0]!.lines;
}

export const wireAttributes = (attrs: LineAttributes) =>
  attrs.map((a) => ({ var_title: a.title, value: { var_title: a.value } }));

/** The cart before any coupon: its GST is the lines' before one, as the checkout shows it until one applies. */
export function cartAnswer(items: readonly CartItem[], way: TaxWay) {
  const totals = cartTotals(items, way);
  return {
    data: items.map((item) => ({
      int_glcode: item.id,
      fk_product: item.productId,
      variant_id: item.variantId,
      var_slug: item.slug,
      var_title: item.title,
      var_image: item.image,
      cartItem: item.quantity,
      selling_price: toRupees(item.sellingPrice),
      price: toRupees(item.price),
      stock: item.stock,
      Variant_details: { attributes: { attributes: wireAttributes(item.attributes) } },
    })),
    Sub_Total: toRupees(totals.subTotal),
    discount_total: toRupees(totals.discountTotal),
    gst_total: toRupees(totals.gstTotal),
    gst_included: way.pricesIncludeGst,
    gross_total: toRupees(totals.grossTotal),
    delivery_charge: toRupees(totals.deliveryCharge),
  };
}

export async function removeLine(
  db: Queryable,
  userId: number,
  productId: number,
  variantId: number,
): Promise<boolean> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId), eq(cartLines.variantId, variantId)))
    .returning({ id: cartLines.id });
  return removed.length > 0;
}
