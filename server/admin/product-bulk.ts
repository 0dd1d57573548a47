// Several products changed at once from the back office's list (decision 0066): published, unpublished, or their
// prices or stock moved by a percent or set to a figure. All or nothing, in one transaction, each product recorded;
// the import's own readers say what a price or a stock may be, so a bulk change and a file keep one rule.
import { sql } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { mailWaitingShoppers } from '../account/stock-waits';
import { record, type Actor } from '../activity/record';
import { offerPercentOf } from '../catalog-import/catalog-writer';
import { readPrice, readStock } from '../catalog-import/cell-values';
import type { AppContext } from '../context/context';
import type { Answer, Body } from '../contract/handler-types';
import type { Tx } from '../db/connect';
import { arrayLiteral } from '../db/array-literal';
import { momentOf, type MailMoment } from '../mail/outbox';
import { notFound } from '../messages/errors';
import { RequestRefused } from '../plugins/request-problems';
import { toRupees } from '../pricing/money';

type Request = Body<'bulkEditAdminProducts'>;
type Change = NonNullable<Request['change']>;

type VariantRow = {
  id: number;
  product_id: number;
  price_paise: number;
  selling_price_paise: number;
  stock: number;
  is_default: boolean;
};

type ProductRow = {
  id: number;
  slug: string;
  title: string;
  published: boolean;
};

const words = adminTexts.products;
const PERCENT = /^\d+(?:\.\d{1,2})?$/;

const refuse = (message: string) =>
  new RequestRefused(message, [{ in: 'body', field: 'figure', problem: 'invalid', says: message }]);

/** The figure as a function of a value: by a percent up or down, or to the figure (already read in its unit). */
function mover(change: Change, figure: string, read: (text: string) => number): (value: number) => number {
  if (change === 'to') {
    const to = read(figure);
    return () => to;
  }
  if (!PERCENT.test(figure.trim())) throw refuse(words.bulkPercent(figure));
  const factor = 1 + ((change === 'up' ? 1 : -1) * Number(figure.trim())) / 100;
  return (value) => Math.round(value * factor);
}

const readOrRefuse = (reader: typeof readPrice) => (text: string) => {
  const read = reader(text);
  if ('problem' in read) throw refuse(words.bulkFigureWrong(read.problem));
  return read.value;
};

export async function bulkEditProducts(
  ctx: AppContext,
  by: Actor,
  body: Request,
): Promise<Answer<'bulkEditAdminProducts'>> {
  const { ids, action } = body;
  const figure = (body.figure ?? '').trim();
  let move: ((value: number) => number) | null = null;
  if (action === 'price' || action === 'stock') {
    if (!body.change || figure === '') throw refuse(words.bulkNeeds);
    move = mover(body.change, figure, readOrRefuse(action === 'price' ? readPrice : readStock));
  }
  const at = momentOf(ctx);
  const changed = await ctx.db.transaction(async (tx) => {
    // Variants then products, each by id, as an order locks them: a sale and a bulk change queue, never deadlock.
    const { rows: variantRows } = await tx.execute<VariantRow>(sql`
      select id, product_id, price_paise, selling_price_paise, stock, is_default from variants
      where product_id = any(${arrayLiteral(ids)}::int[]) order by id for update`);
    const { rows: productRows } = await tx.execute<ProductRow>(sql`
      select id, slug, title, published from products where id = any(${arrayLiteral(ids)}::int[]) order by id for update`);
    if (productRows.length !== ids.length) throw notFound(words.noProduct);
    if (action === 'publish' || action === 'unpublish') return published(tx, by, at.now, productRows, action);
    return action === 'price'
      ? prices(tx, by, at.now, productRows, variantRows, move!)
      : stocks(tx, by, at, productRows, variantRows, move!);
  });
  const message = `${words.bulk(true, action, body.change, figure, changed)}${
    changed < ids.length ? words.bulkUnchanged(ids.length - changed) : ''
  }.`;
  return { message, changed };
}

async function published(
  tx: Tx,
  by: Actor,
  now: Date,
  rows: ProductRow[],
  action: 'publish' | 'unpublish',
): Promise<number> {
  const wanted = action === 'publish';
  const moving = rows.filter((row) => row.published !== wanted);
  if (moving.length === 0) return 0;
  // One statement: the search triggers make or drop the documents, the catalog trigger tells every process (0011).
  await tx.execute(sql`update products set published = ${wanted}
    where id = any(${arrayLiteral(moving.map((row) => row.id))}::int[])`);
  for (const row of moving)
    await record(tx, by, now, {
      action: `product.${action}`,
      subject: row.slug,
      before: { published: !wanted },
      after: { published: wanted },
    });
  return moving.length;
}

async function prices(
  tx: Tx,
  by: Actor,
  now: Date,
  products: ProductRow[],
  variants: VariantRow[],
  move: (paise: number) => number,
): Promise<number> {
  const next = variants.map((variant) => {
    const selling = move(variant.selling_price_paise);
    // The struck price moves by the same percent, or stays above a figure it was above; else nothing is struck.
    const struck = variant.price_paise > variant.selling_price_paise ? move(variant.price_paise) : selling;
    return { ...variant, selling, price: Math.max(struck, selling) };
  });
  for (const variant of next) {
    const title = products.find((product) => product.id === variant.product_id)!.title;
    if (variant.selling < 100) throw refuse(words.bulkPriceUnder(title, (variant.selling / 100).toFixed(2)));
    for (const paise of [variant.selling, variant.price]) {
      const read = readPrice((paise / 100).toFixed(2));
      if ('problem' in read) throw refuse(words.bulkBroken(title, read.problem));
    }
  }
  const moved = next.filter((v) => v.selling !== v.selling_price_paise || v.price !== v.price_paise);
  if (moved.length === 0) return 0;
  await tx.execute(sql`update variants v set selling_price_paise = x.selling, price_paise = x.price
    from unnest(${arrayLiteral(moved.map((v) => v.id))}::int[], ${arrayLiteral(moved.map((v) => v.selling))}::int[],
      ${arrayLiteral(moved.map((v) => v.price))}::int[]) as x(id, selling, price)
    where v.id = x.id`);
  // The product keeps its default variant's prices, for the listing's index and the cards (as the import writes them).
  const leads = next.filter((v) => v.is_default && moved.includes(v));
  if (leads.length)
    await tx.execute(sql`update products p set selling_price_paise = x.selling, price_paise = x.price, offer_percent = x.offer
      from unnest(${arrayLiteral(leads.map((v) => v.product_id))}::int[], ${arrayLiteral(leads.map((v) => v.selling))}::int[],
        ${arrayLiteral(leads.map((v) => v.price))}::int[], ${arrayLiteral(leads.map((v) => offerPercentOf(v.price, v.selling)))}::int[])
        as x(id, selling, price, offer)
      where p.id = x.id`);
  const changedProducts = products.filter((product) => moved.some((v) => v.product_id === product.id));
  for (const product of changedProducts) {
    const own = next.filter((v) => v.product_id === product.id);
    await record(tx, by, now, {
      action: 'product.price',
      subject: product.slug,
      before: { prices: own.map((v) => toRupees(v.selling_price_paise)) },
      after: { prices: own.map((v) => toRupees(v.selling)) },
    });
  }
  return changedProducts.length;
}

async function stocks(
  tx: Tx,
  by: Actor,
  at: MailMoment,
  products: ProductRow[],
  variants: VariantRow[],
  move: (units: number) => number,
): Promise<number> {
  const next = variants.map((variant) => ({ ...variant, to: move(variant.stock) }));
  for (const variant of next) {
    const read = readStock(String(variant.to));
    if ('problem' in read) {
      const title = products.find((product) => product.id === variant.product_id)!.title;
      throw refuse(words.bulkBroken(title, read.problem));
    }
  }
  const moved = next.filter((v) => v.to !== v.stock);
  if (moved.length === 0) return 0;
  await tx.execute(sql`update variants v set stock = x.stock
    from unnest(${arrayLiteral(moved.map((v) => v.id))}::int[], ${arrayLiteral(moved.map((v) => v.to))}::int[]) as x(id, stock)
    where v.id = x.id`);
  // Back from none: the shoppers waiting for it are mailed, as an import or the stock page does.
  await mailWaitingShoppers(
    tx,
    moved.filter((v) => v.stock <= 0 && v.to > 0).map((v) => v.id),
    at,
  );
  const changedProducts = products.filter((product) => moved.some((v) => v.product_id === product.id));
  for (const product of changedProducts) {
    const own = next.filter((v) => v.product_id === product.id);
    await record(tx, by, at.now, {
      action: 'product.stock',
      subject: product.slug,
      before: { stock: own.map((v) => v.stock) },
      after: { stock: own.map((v) => v.to) },
    });
  }
  return changedProducts.length;
}

/** A PostgreSQL array literal of whole numbers, one parameter however many. */
