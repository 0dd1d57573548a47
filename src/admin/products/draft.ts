// The editor's product as it is typed: the server's product turned into text fields, and back; and what changed
// between two readings of it, for a save refused because someone saved first.
import type { Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';

export type AdminProduct = Schemas['AdminProduct'];
export type Draft = Schemas['AdminProductInput'];

const labels = adminTexts.products.fields;

export function draftOf(product: AdminProduct): Draft {
  return {
    title: product.title,
    published: product.published,
    description_html: product.description_html,
    brand: product.brand,
    category: [...product.category],
    tags: [...product.tags],
    options: [...product.options],
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      values: [...variant.values],
      price: String(variant.price),
      compare_at: variant.compare_at === null ? '' : String(variant.compare_at),
      stock: String(variant.stock),
      stock_read: variant.stock,
      image: variant.image,
    })),
    photos: [...product.photos],
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    hsn: product.hsn ?? '',
  };
}

/** The fields someone else's save changed, by their labels, in the editor's order. */
export function changedFields(before: AdminProduct, after: AdminProduct): string[] {
  const [a, b] = [draftOf(before), draftOf(after)];
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const changed: string[] = [];
  for (const key of ['title', 'description_html', 'brand', 'category', 'tags', 'options', 'photos'] as const)
    if (!same(a[key], b[key])) changed.push(labels[key]);
  if (!same(a.meta_title, b.meta_title) || !same(a.meta_description, b.meta_description)) changed.push(labels.seo);
  if (!same(a.hsn, b.hsn)) changed.push(labels.hsn);
  if (a.published !== b.published) changed.push(labels.published);
  // Stock is left out: every sale moves it, and a save keeps what sold since (the server says so).
  const variantsOf = (draft: Draft) => draft.variants.map(({ stock: _s, stock_read: _r, ...rest }) => rest);
  if (!same(variantsOf(a), variantsOf(b))) changed.push(labels.variants);
  return changed;
}

/** A product not added yet: one variant, no option, a draft until it is published. */
export const blankDraft = (): Draft => ({
  title: '',
  published: false,
  description_html: '',
  brand: '',
  category: ['', ''],
  tags: [],
  options: [],
  variants: [{ sku: '', values: [], price: '', compare_at: '', stock: '0', stock_read: null, image: null }],
  photos: [],
  meta_title: '',
  meta_description: '',
  hsn: '',
});
