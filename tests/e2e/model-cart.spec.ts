/**
 * The cart model's shortest paths, replayed on the real cart page in Chromium against
 * the real server. The page's cart PUTs and DELETEs are held so the model's SAVE_OK /
 * SAVE_FAIL / REMOVE_OK / REMOVE_FAIL happen when the path says: an OK is the real
 * server's answer, a failure an injected 503. The page's clock is the test's, so the
 * settling wait ends when the path's WAIT says, however slow the clicks. Adds are replayed by cart.spec.ts and
 * wishlist.spec.ts (a card, not the cart page, adds).
 */
import type { Route } from '@playwright/test';
import type { Schemas } from '../../openapi/client';
import { describePath, shortestPaths } from '../model/paths';
import { cartModel, cartModelEvents, type CartModelEvent, type Line } from '../model/cart.model';
import { test, expect } from './support/fixtures';
import { productsWithStock, shopperWithCart } from './cart.support';
import { texts } from '../../spec/texts';

type ModelSnapshot = ReturnType<typeof cartModel.resolveState>;

const uiPaths = shortestPaths(cartModel, {
  events: cartModelEvents,
  allow: (state, event) => {
    if (event.type.startsWith('ADD')) return false;
    // The page loads once, in stock; checking out leaves the page.
    if (event.type === 'LOAD') return state.context.stock === 'none' && event.stock === 'ok';
    return state.context.stock === 'ok' && !state.matches({ observed: 'checkedOut' });
  },
});

/** Requests held until the path says how the server answers. */
function holder() {
  const routes: Route[] = [];
  return {
    routes,
    hold: (route: Route) => void routes.push(route),
    async next() {
      await expect.poll(() => routes.length, { timeout: 5000 }).toBeGreaterThan(0);
      return routes.shift()!;
    },
  };
}

let products: Record<Line, Schemas['ProductListItem']>;

test.beforeAll(async ({ request }) => {
  const [a, b] = await productsWithStock(request, 2, (stock) => stock >= 8);
  products = { A: a!, B: b! };
});

for (const [index, path] of uiPaths.entries()) {
  test(`cart UI path ${index + 1}: ${describePath(path)} @desktop`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await page.clock.install();
    const puts = holder();
    const deletes = holder();
    await page.route('**/api/v1/cart', (route) => (route.request().method() === 'PUT' ? puts.hold(route) : route.fallback()));
    await page.route('**/api/v1/cart/*/*', (route) => (route.request().method() === 'DELETE' ? deletes.hold(route) : route.fallback()));

    const ledger = { server: { A: 2, B: 1 } as Partial<Record<Line, number>>, local: {} as Partial<Record<Line, number>>, sent: null as Line | null };
    const row = (line: Line) => page.getByTestId('cart-line').filter({ hasText: products[line].var_title });
    const shown = (line: Line) => ledger.local[line] ?? ledger.server[line];
    const checkout = page.getByRole('link', { name: 'Complete Checkout' });

    async function expectState(model: ModelSnapshot, where: string) {
      if (model.context.stock === 'none' || model.matches({ observed: 'checkedOut' })) return;
      const idle = model.matches({ changes: 'idle' }) && model.matches({ removal: 'idle' });
      if (idle) await expect(checkout, `${where}: checkout open`).toHaveAttribute('href', '/checkout');
      else await expect(checkout, `${where}: checkout waits`).toHaveAttribute('aria-disabled', 'true');
      for (const line of ['A', 'B'] as const) {
        const quantity = shown(line);
        if (quantity === undefined) await expect(row(line), `${where}: ${line} gone`).toHaveCount(0);
        else await expect(row(line).locator('output'), `${where}: ${line} shows`).toHaveText(String(quantity));
      }
    }

    async function takeSent() {
      const put = await puts.next();
      const body = put.request().postDataJSON() as { fk_product: number; var_qty: number };
      const line: Line = body.fk_product === products.A.int_glcode ? 'A' : 'B';
      expect(body.var_qty, `${line} is sent with its final quantity`).toBe(ledger.local[line]);
      ledger.sent = line;
      return put;
    }
    let inFlight: Route | null = null;

    for (const step of path.steps) {
      const event = step.event as CartModelEvent | { type: 'xstate.init' };
      switch (event.type) {
        case 'xstate.init':
          break;
        case 'LOAD':
          await shopperWithCart(page, [
            [products.A, 2],
            [products.B, 1],
          ]);
          await expect(page.getByTestId('cart-line')).toHaveCount(2);
          // The side panel's code loads when it is first opened (decision 0016), and React
          // reveals lazily loaded content on a timer that a paused clock would hold for ever:
          // open it once while the page's time still runs, as any shopper's does.
          await page.clock.resume();
          await page.getByRole('button', { name: /^Cart/ }).click();
          await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeHidden();
          // From here the page's time moves only when the path waits.
          await page.clock.pauseAt(Date.now() + 1000);
          break;
        case 'CHANGE': {
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
          await page.getByRole('button', { name: `Remove ${products.B.var_title} from cart` }).click();
          break;
        case 'REMOVE_OK':
          await (await deletes.next()).continue();
          delete ledger.server.B;
          break;
        case 'REMOVE_FAIL':
          await (await deletes.next()).fulfill({ status: 503, json: { message: 'Service unavailable' } });
          await expect(row('B').getByRole('alert')).toHaveText(`Not changed: ${texts.somethingWentWrong}`);
          break;
        case 'RELOAD': {
          const reload = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart') && r.request().method() === 'GET');
          await page.getByRole('button', { name: /^Cart/ }).click();
          await reload;
          await page.keyboard.press('Escape');
          break;
        }
        case 'CHECKOUT':
          await checkout.click();
          await expect(page).toHaveURL(/\/checkout$/);
          break;
        default:
          throw new Error(`no UI step for ${event.type}`);
      }
      await expectState(step.state as ModelSnapshot, `after ${event.type}`);
    }
    for (const route of [...puts.routes, ...deletes.routes, ...(inFlight ? [inFlight] : [])]) await route.continue();
  });
}
