// The back office's stock (issue 52): the variants low on stock, and a variant's stock set by a member, which from 0
// mails the shoppers waiting for it as the operator's `stock` command does (server/orders/stock-levels.ts).
import { eq } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { variants } from '../db/schema';
import { momentOf } from '../mail/outbox';
import { notFound } from '../messages/errors';
import { LOW_STOCK_AT } from '../orders/dashboard';
import { lowStockVariants, setStock } from '../orders/stock-levels';
import { signedInStaff } from '../staff/guard';

export function adminStockHandlers(ctx: AppContext): Handlers {
  return {
    async listLowStock(request) {
      const atMost = request.query.at_most ?? LOW_STOCK_AT;
      const { rows, total } = await lowStockVariants(ctx.db, atMost, request.query.q?.trim());
      const answer: Answer<'listLowStock'> = {
        data: rows.map((row) => ({
          variant_id: row.variantId,
          sku: row.sku,
          product: row.product,
          stock: row.stock,
          waiting: row.waiting,
        })),
        at_most: atMost,
        total,
      };
      return answer;
    },

    // The contract holds the stock to a whole number from 0 to 1,000,000 (MOST_STOCK), refused in a sentence before
    // this runs.
    async setVariantStock(request) {
      const by = { staffId: signedInStaff(request).id };
      const { variant_id: variantId } = request.params;
      const set = await setStock(ctx.db, eq(variants.id, variantId), request.body.stock, momentOf(ctx), by);
      if (!set) throw notFound(adminTexts.stock.noVariant);
      const answer: Answer<'setVariantStock'> = {
        message: adminTexts.stock.set(set.sku, set.from, set.to, set.mailed),
        data: { variant_id: set.variantId, sku: set.sku, from: set.from, to: set.to, mailed: set.mailed },
      };
      return answer;
    },
  };
}
