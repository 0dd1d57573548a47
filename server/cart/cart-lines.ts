import { and, asc, eq, sql } from 'drizzle-orm';
import {
  attributes,
  attributeValues,
  cartLines,
  products,
  variantImages,
  variants,
  variantValues,
  type LineAttributes,
} from '../db/schema';
import { cartTotals } from '../pricing/totals';
import { toRupees } from '../pricing/money';
import type { TaxWay } from '../pricing/gst';
import type { Queryable } from '../db/connect';

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

/** The user's cart, oldest line first, with today's prices and stock. */
export async function readCart(db: Queryable, userId: number): Promise<CartItem[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
      slug: products.slug,
      title: products.title,
      productImage: products.image,
      price: variants.pricePaise,
      sellingPrice: variants.sellingPricePaise,
      // A draft's line is a sold-out one (decision 0066): kept, shown, and refused at the checkout as any short line is.
      stock: sql<number>`case when ${products.published} then ${variants.stock} else 0 end`.mapWith(Number),
      hsn: products.hsn,
      // In the same statement: a placement reads the cart in its turn, where every round trip counts.
      variantImage: sql<string | null>`(select ${variantImages.url} from ${variantImages}
        where ${variantImages.variantId} = ${cartLines.variantId}
        order by ${variantImages.position}, ${variantImages.id} limit 1)`,
      attributes: sql<LineAttributes>`(select coalesce(json_agg(json_build_object('title', ${attributes.title},
          'value', ${attributeValues.title}) order by ${attributes.position}, ${attributes.id}), '[]'::json)
        from ${variantValues}
        join ${attributeValues} on ${attributeValues.id} = ${variantValues.attributeValueId}
        join ${attributes} on ${attributes.id} = ${attributeValues.attributeId}
        where ${variantValues.variantId} = ${cartLines.variantId})`,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id));
  return rows.map(({ productImage, variantImage, ...row }) => ({ ...row, image: variantImage ?? productImage }));
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
