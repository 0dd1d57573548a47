/**
 * A small product for the variant machine's tests: two sizes-and-colours with holes in
 * the matrix (no M/Blue, no L/Red) and one sold-out variant (S/Blue), so every rule of
 * availability, nearest-valid choice and stock has a case.
 */
import { fromPromise } from 'xstate';
import type { AddToCartInput, LookupInput, VariantDetail, VariantProduct } from '#machines/variant.machine';

export const SIZE = { S: 11, M: 12, L: 13 } as const;
export const COLOUR = { Red: 21, Blue: 22 } as const;

export const sizedProduct: VariantProduct = {
  int_glcode: 7,
  defaultVariant: { int_glCode: 101 },
  images: ['/media/garments/dress-default-1.svg'],
  prod_options: [
    {
      var_attribute: 'Size',
      attrs_v: [
        { int_glcode: SIZE.S, var_title: 'S', colorCode: null },
        { int_glcode: SIZE.M, var_title: 'M', colorCode: null },
        { int_glcode: SIZE.L, var_title: 'L', colorCode: null },
      ],
    },
    {
      var_attribute: 'Colour',
      attrs_v: [
        { int_glcode: COLOUR.Red, var_title: 'Red', colorCode: '#d0312d' },
        { int_glcode: COLOUR.Blue, var_title: 'Blue', colorCode: '#1f6feb' },
      ],
    },
  ],
  variants: [
    { variant_id: 101, option_ids: [SIZE.S, COLOUR.Red], stock: 3, selling_price: 900, price: 1000 },
    { variant_id: 102, option_ids: [SIZE.S, COLOUR.Blue], stock: 0, selling_price: 900, price: 1000 },
    { variant_id: 103, option_ids: [SIZE.M, COLOUR.Red], stock: 5, selling_price: 950, price: 1000 },
    { variant_id: 104, option_ids: [SIZE.L, COLOUR.Blue], stock: 2, selling_price: 990, price: 1100 },
  ],
};

export const plainProduct: VariantProduct = {
  int_glcode: 8,
  defaultVariant: { int_glCode: 201 },
  images: ['/media/garments/plain-1.svg', '/media/garments/plain-2.svg'],
  prod_options: [],
  variants: [{ variant_id: 201, option_ids: [], stock: 4, selling_price: 500, price: 500 }],
};

/** What the server would answer for a (possibly partial) choice of `product`. */
export function detailFor(product: VariantProduct, variantIds: number[]): VariantDetail {
  const rows = product.variants.filter((row) => variantIds.every((id) => row.option_ids.includes(id)));
  const exact = rows.length === 1 && product.prod_options.length === variantIds.length ? rows[0] : undefined;
  const single = product.prod_options.length === 0 ? product.variants[0] : exact;
  return {
    imgs: ['/media/garments/dress-d0312d-1.svg', '/media/garments/dress-d0312d-2.svg'],
    selling_price: single?.selling_price ?? 900,
    price: single?.price ?? 1000,
    stock: single?.stock ?? 0,
    variant_id: single?.variant_id ?? null,
    prod_options: product.prod_options.map((option) => ({
      ...option,
      attrs_v: option.attrs_v.map((value) => {
        const others = variantIds.filter((id) => !option.attrs_v.some((v) => v.int_glcode === id));
        const available = product.variants.some(
          (row) => row.option_ids.includes(value.int_glcode) && others.every((id) => row.option_ids.includes(id)),
        );
        return { ...value, available };
      }),
    })),
  };
}

/** A promise the test settles by hand, to play a server that answers late or fails. */
export interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: Error) => void;
}

/** fromPromise actors whose calls queue up until the test answers them. */
export function controllableActors() {
  const lookups: Pending<LookupInput, VariantDetail>[] = [];
  const carts: Pending<AddToCartInput, void>[] = [];
  const queue =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  return {
    lookups,
    carts,
    actors: {
      lookupVariant: fromPromise<VariantDetail, LookupInput>(queue(lookups)),
      addToCart: fromPromise<void, AddToCartInput>(queue(carts)),
    },
  };
}

/** Lets settled promises deliver their done/error events to the actor. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
