// What a link to the products list can say (?q=kurta&category=4&brand=2&stock=low&status=draft&page=2), read once from the URL.
import { z } from 'zod';
import { limits } from '#rules/limits';

const id = z.coerce.number().int().min(1).max(limits.idMax);

export const productsSearch = z.object({
  q: z.string().trim().min(1).max(limits.searchText).optional().catch(undefined),
  category: id.optional().catch(undefined),
  brand: id.optional().catch(undefined),
  stock: z.enum(['out', 'low', 'in']).optional().catch(undefined),
  status: z.enum(['published', 'draft']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type ProductsSearch = z.infer<typeof productsSearch>;
