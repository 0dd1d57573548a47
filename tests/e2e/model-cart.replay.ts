/**
 * The cart replay's driver: one cart model path (a generated one from
 * tests/model/cart.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed on the
 * real cart page in Chromium against the real server. The page's cart PUTs and DELETEs are
 * held so the model's SAVE_OK / SAVE_FAIL / REMOVE_OK / REMOVE_FAIL / ADD_OK / ADD_FAIL happen
 * when the path says: an OK is the real server's answer, a failure an injected 503. The
 * page's clock is the test's, so the settling wait ends when the path's WAIT says, however
 * slow the clicks.
 *
 * Each path has products of its own (10 in stock): lines A and B in a fresh shopper's cart;
 * adds happen on cards, so an ADD goes to the shopper's wishlist (products C and D, wished
 * beforehand) and adds there, and the path comes back to the cart page with the browser's
 * Back. A logout (SESSION_ENDED) is the account page's. The replay runs at desktop width
 * (`replayTags`). model-cart.spec.ts replays the generated paths through it.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { texts } from '#rules/texts';
import { cartModel, type CartModelEvent, type Line } from '../model/cart.model';
import type { ReplayPath } from '../model/paths';
import { signUpFreshUser } from './support/api';
import { test, expect } from './support/fixtures';
import { signInWithToken } from './support/login';
import { shownOnPausedClock } from './support/pausedClock';
import type { ReplayFixtures } from './support/replay';
import { callAs } from './support/shopperApi';
import { ownProduct } from './support/testDoors';
import { productDetail } from './catalog.support';

type ModelSnapshot = SnapshotFrom<typeof cartModel>;
/** The wished products a path adds from their cards: C first, D while C is on its way. */
type Card = 'C' | 'D';

interface Product {
  id: number;
  variantId: number;
  title: string;
}

/** Requests held until the path says how the server answers. */
function holder() {
  const routes: Route[] = [];
  return {
    routes,
    hold: (route: Route) => void routes.push(route),
    async next() {
      await expect.poll(() => routes.length, { message: 'a held call is on its way' }).toBeGreaterThan(0);
      return routes.shift()!;
    },
  };
}

async function claimProduct(request: APIRequestContext): Promise<Product> {
  const { slug, product_id, variant_id } = await ownProduct(request);
  return { id: product_id, variantId: variant_id, title: (await productDetail(request, slug)).var_title };
}

/** A fresh shopper with A (2) and B (1) in the cart and C and D wished, signed in on the cart page. */
async function shopperOnCartPage(page: Page, products: Record<Line | Card, Product>): Promise<void> {
  const token = await signUpFreshUser(page.request);
  const put = (product: Product, quantity: number) =>
    callAs(page.request, token, 'PUT', 'cart', {
      fk_product: product.id,
      var_qty: quantity,
      fk_variant: product.variantId,
    });
  await put(products.A, 2);
  await put(products.B, 1);
  for (const card of ['C', 'D'] as const)
    await callAs(page.request, token, 'PUT', 'wishlist', { fk_product: products[card].id });
  await signInWithToken(page, token, '/cart');
}

/** The widths a cart replay runs at. */
export const replayTags = ['@desktop'];

/** Replays one cart model path on the cart page (and the wishlist for adds), checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { path }: ReplayPath<typeof cartModel>,
) {
  consoleErrors.allow(/status of 503/);
  // A covering path is long by design (up to 10 steps, the screen checked after each): its
  // time grows with its steps, after claiming its four products.
  test.setTimeout(40_000 + 2_500 * (path.steps.length - 1));
  // The path changes only its own shopper's cart and wishlist; its products are its own all
  // the same, so it runs alone, in any order, with nothing read of another test's.
  const [A, B, C, D] = await Promise.all([1, 2, 3, 4].map(() => claimProduct(request)));
  const products = { A: A!, B: B!, C: C!, D: D! };
  await page.clock.install();
  const puts = holder();
  const adds = holder();
  const deletes = holder();
  const isCard = (productId: number) => productId === products.C.id || productId === products.D.id;
  await page.route('**/api/v1/cart', (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const { fk_product } = route.request().postDataJSON() as { fk_product: number };
    return (isCard(fk_product) ? adds : puts).hold(route);
  });
  await page.route('**/api/v1/cart/*/*', (route) =>
    route.request().method() === 'DELETE' ? deletes.hold(route) : route.fallback(),
  );

  const ledger = {
    server: { A: 2, B: 1 } as Partial<Record<Line, number>>,
    local: {} as Partial<Record<Line, number>>,
    sent: null as Line | null,
    /** The cards whose add is on its way or queued, in order. */
    adding: [] as Card[],
  };
  let where: 'cart' | 'wishlist' = 'cart';
  const byTitle = (title: string) => ({ has: page.getByRole('link', { name: title, exact: true }) });
  const row = (line: Line) => page.getByTestId('cart-line').filter(byTitle(products[line].title));
  const card = (which: Card) => page.getByTestId('product-card').filter(byTitle(products[which].title));
  const toasts = (text: string) =>
    page
      .getByRole('region', { name: /Notifications \(top-center\)/ })
      .getByRole('listitem')
      .filter({ hasText: text });
  const shown = (line: Line) => ledger.local[line] ?? ledger.server[line];
  const checkout = page.getByRole('link', { name: 'Complete Checkout' });

  async function expectState(model: ModelSnapshot, on: 'cart' | 'wishlist', what: string) {
    if (model.context.stock === 'none' || model.matches({ observed: 'checkedOut' })) return;
    if (on === 'wishlist') {
      for (const which of ['C', 'D'] as const) {
        await expect(card(which).getByTestId('add-to-cart'), `${what}: ${which} adding`).toHaveAttribute(
          'aria-busy',
          String(ledger.adding.includes(which)),
        );
      }
      expect(ledger.adding.length > 0, `${what}: an add is on its way`).toBe(model.matches({ adding: 'adding' }));
      return;
    }
    const idle =
      model.matches({ changes: 'idle' }) && model.matches({ removal: 'idle' }) && model.matches({ adding: 'idle' });
    if (idle) await expect(checkout, `${what}: checkout open`).toHaveAttribute('href', '/checkout');
    else await expect(checkout, `${what}: checkout waits`).toHaveAttribute('aria-disabled', 'true');
    for (const line of ['A', 'B'] as const) {
      const quantity = shown(line);
      if (quantity === undefined) await expect(row(line), `${what}: ${line} gone`).toHaveCount(0);
      else await expect(row(line).locator('output'), `${what}: ${line} shows`).toHaveText(String(quantity));
    }
  }

  async function takeSent() {
    const put = await puts.next();
    const body = put.request().postDataJSON() as { fk_product: number; var_qty: number };
    const line: Line = body.fk_product === products.A.id ? 'A' : 'B';
    expect(body.var_qty, `${line} is sent with its final quantity`).toBe(ledger.local[line]);
    ledger.sent = line;
    return put;
  }

  /** The add the path answers: the first card's, whose request must be the one on its way. */
  async function nextAdd() {
    const add = await adds.next();
    const { fk_product, var_qty } = add.request().postDataJSON() as { fk_product: number; var_qty: number };
    const which = ledger.adding.shift()!;
    expect(fk_product, `the add of ${which} goes first`).toBe(products[which].id);
    expect(var_qty, 'a card adds its own quantity, 1').toBe(1);
    return add;
  }

  /** An add answered: its toast shows, and a queued one goes next. */
  async function answerAdd(answer: (route: Route) => Promise<void>, message: string) {
    const before = await toasts(message).count();
    await answer(await nextAdd());
    await shownOnPausedClock(page, toasts(message).nth(before));
    if (ledger.adding.length > 0)
      await expect.poll(() => adds.routes.length, { message: 'the queued add goes' }).toBe(1);
  }

  /** Cart-page steps happen on the cart page: back from the wishlist, as the shopper came. */
  async function onCartPage() {
    if (where === 'cart') return;
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    where = 'cart';
  }

  let inFlight: Route | null = null;

  for (const step of path.steps.slice(1)) {
    const event = step.event as CartModelEvent;
    switch (event.type) {
      case 'LOAD':
        await shopperOnCartPage(page, products);
        await expect(page.getByTestId('cart-line')).toHaveCount(2);
        // The side panel's code loads when it is first opened (decision 0016), and React
        // reveals lazily loaded content on a timer that a paused clock would hold for ever:
        // open it once while the page's time still runs, as any shopper's does.
        await page.getByRole('button', { name: /^Cart/ }).click();
        await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeHidden();
        // From here the page's time moves only when the path waits.
        await page.clock.pauseAt(Date.now() + 1000);
        break;
      case 'CHANGE': {
        await onCartPage();
        const held = puts.routes.length;
        await row(event.line).getByRole('button', { name: 'Increase quantity' }).click();
        ledger.local[event.line] = (shown(event.line) ?? 0) + 1;
        expect(puts.routes.length, 'a click is not sent at once').toBe(held);
        break;
      }
      case 'WAIT': {
        const held = puts.routes.length;
        await page.clock.runFor(399);
        expect(puts.routes.length, 'still settling at 399 ms').toBe(held);
        await page.clock.runFor(1);
        inFlight = await takeSent();
        break;
      }
      case 'SAVE_OK': {
        const line = ledger.sent!;
        const sent = (inFlight!.request().postDataJSON() as { var_qty: number }).var_qty;
        await inFlight!.continue();
        ledger.server[line] = sent;
        if (ledger.local[line] === sent) delete ledger.local[line];
        inFlight = (step.state as ModelSnapshot).matches({ changes: 'saving' }) ? await takeSent() : null;
        break;
      }
      case 'SAVE_FAIL': {
        const line = ledger.sent!;
        await inFlight!.fulfill({ status: 503, json: { message: 'Service unavailable' } });
        delete ledger.local[line];
        await expect(row(line).getByRole('alert')).toHaveText(`Not changed: ${texts.somethingWentWrong}`);
        inFlight = (step.state as ModelSnapshot).matches({ changes: 'saving' }) ? await takeSent() : null;
        break;
      }
      case 'REMOVE':
        await onCartPage();
        await page.getByRole('button', { name: `Remove ${products.B.title} from cart`, exact: true }).click();
        break;
      case 'REMOVE_OK':
        await (await deletes.next()).continue();
        delete ledger.server.B;
        break;
      case 'REMOVE_FAIL':
        await (await deletes.next()).fulfill({ status: 503, json: { message: 'Service unavailable' } });
        await expect(row('B').getByRole('alert')).toHaveText(`Not changed: ${texts.somethingWentWrong}`);
        break;
      case 'ADD': {
        if (where === 'cart') {
          await page.getByRole('link', { name: 'Wishlist', exact: true }).click();
          await expect(page).toHaveURL(/\/wishlist$/);
          where = 'wishlist';
        }
        const which: Card = ledger.adding.includes('C') ? 'D' : 'C';
        const held = adds.routes.length;
        await card(which).getByTestId('add-to-cart').click();
        ledger.adding.push(which);
        // One add at a time: a second waits behind the first.
        await expect
          .poll(() => adds.routes.length, { message: 'the add is sent, unless another is on its way' })
          .toBe(ledger.adding.length === 1 ? held + 1 : held);
        break;
      }
      case 'ADD_OK':
        await answerAdd((route) => route.continue(), 'Product added to cart successfully');
        break;
      case 'ADD_FAIL':
        await answerAdd(
          (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
          texts.somethingWentWrong,
        );
        break;
      case 'RELOAD': {
        const reload = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart') && r.request().method() === 'GET');
        await page.getByRole('button', { name: /^Cart/ }).click();
        await reload;
        await page.keyboard.press('Escape');
        break;
      }
      case 'CHECKOUT':
        await onCartPage();
        await checkout.click();
        await expect(page).toHaveURL(/\/checkout$/);
        break;
      case 'SESSION_ENDED':
        // The account page's Logout, reached through the header: the app (and its cart) stays loaded.
        await page.getByRole('link', { name: 'Profile', exact: true }).click();
        await page.getByRole('button', { name: texts.logout, exact: true }).click();
        await expect(page).toHaveURL(/\/login$/);
        break;
      default:
        throw new Error(`no UI step for ${event.type}`);
    }
    await expectState(step.state as ModelSnapshot, where, `after ${event.type}`);
  }
  for (const route of [...puts.routes, ...adds.routes, ...deletes.routes, ...(inFlight ? [inFlight] : [])])
    await route.continue();
}
