/**
 * The variant replay's driver: one variant model path (a generated one from
 * tests/model/variant.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed
 * against the real product page in Chromium on the real server, on a product of the path's
 * own. The server's answers are held with page.route so the model's SERVER_OK / SERVER_FAIL /
 * CART_OK / CART_FAIL / WAIT_OK / WAIT_FAIL happen exactly when the path says; an OK is the
 * real server's answer, a failure is an injected 503 or 409. A sold-out choice (the model's
 * Blue) shows "Notify me when it's back" in place of Add to cart. The page's clock is the test's, so a toast stays until
 * checked. model-variant.spec.ts replays the generated paths through it.
 */
import type { APIRequestContext, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import type { ReplayPath } from '../model/paths';
import { type Colour, type VariantModelEvent, variantModel } from '../model/variant.model';
import { variantUi } from '../model/variant.ui-paths';
import { expect } from './support/fixtures';
import { signUpFreshUser } from './support/api';
import { signInWithToken } from './support/login';
import { shownOnPausedClock } from './support/pausedClock';
import type { ReplayFixtures } from './support/replay';
import { changeVariant, ownProduct } from './support/testDoors';
import { productDetail } from './catalog.support';

type Detail = Schemas['ProductDetail'];
type ModelSnapshot = SnapshotFrom<typeof variantModel>;

/**
 * A product of the path's own whose first option's first value pairs with one in-stock
 * value of the second option (the model's Red) and one sold-out value (its Blue).
 */
async function productWithRedAndBlue(request: APIRequestContext): Promise<Detail> {
  const { slug } = await ownProduct(request);
  const before = await productDetail(request, slug);
  const first = before.prod_options[0]!.attrs_v[0]!.int_glcode;
  const [red, blue] = before.variants.filter((v) => v.option_ids.includes(first));
  if (!red || !blue || before.images.length < 2)
    throw new Error(`${slug}: the own products need two pictures and two values paired with the first`);
  await changeVariant(request, red.variant_id, { stock: 5 });
  await changeVariant(request, blue.variant_id, { stock: 0 });
  return productDetail(request, slug);
}

function roles(product: Detail) {
  const first = product.prod_options[0]!.attrs_v[0]!;
  const second = product.prod_options[1]!;
  const rows = product.variants.filter((v) => v.option_ids.includes(first.int_glcode));
  const valueOf = (row: Schemas['ProductVariant']) =>
    second.attrs_v.find((v) => row.option_ids.includes(v.int_glcode))!;
  return {
    first,
    colours: {
      Red: valueOf(rows.find((v) => v.stock > 0)!),
      Blue: valueOf(rows.find((v) => v.stock === 0)!),
    } as Record<Colour, Schemas['OptionValue']>,
  };
}

/** Requests held until the path says how the server answers. */
class Held {
  readonly routes: Route[] = [];
  async waitForMore(than: number) {
    await expect.poll(() => this.routes.length, { timeout: 7000 }).toBeGreaterThan(than);
  }
  /** Older requests were superseded; the page must ignore their answers. */
  async answerLatest(answer: (route: Route) => Promise<void>) {
    const latest = this.routes.pop();
    if (!latest) throw new Error('no request is held');
    for (const stale of this.routes.splice(0)) await stale.continue();
    await answer(latest);
  }
}

/** The widths a variant replay runs at: the default ones. */
export const replayTags: string[] = [];

/** Replays one variant model path on a product page of its own, checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { path }: ReplayPath<typeof variantModel>,
) {
  const events = path.steps
    .map((s) => s.event as { type: string })
    .filter((e): e is VariantModelEvent => e.type !== 'xstate.init');
  const needsLogin = events.some((e) => (e.type === 'ADD_TO_CART' || e.type === 'NOTIFY_ME') && e.signedIn);
  // The injected failures are logged by Chromium as failed resource loads.
  consoleErrors.allow(/status of (503|409)/);
  expect(variantUi.cannotReplay(events), 'a path the page can replay').toBeUndefined();
  // The paths add to their own shoppers' carts and change nothing of the product, but the
  // stock its colours show is the path's to set: a product of its own.
  const product = await productWithRedAndBlue(request);
  const { first, colours } = roles(product);
  const lookups = new Held();
  const carts = new Held();
  const waits = new Held();
  await page.route('**/api/v1/variant', (route) => void lookups.routes.push(route));
  await page.route('**/api/v1/stock-waits/*', (route) =>
    route.request().method() === 'PUT' ? void waits.routes.push(route) : route.fallback(),
  );
  await page.route('**/api/v1/cart', (route) =>
    route.request().method() === 'PUT' ? void carts.routes.push(route) : route.fallback(),
  );

  const url = `/product/${product.var_slug}`;
  await page.clock.install();
  if (needsLogin) await signInWithToken(page, await signUpFreshUser(request), url);
  else await page.goto(url);
  await lookups.waitForMore(0);
  // From here the page's time stands still: a toast shows until the test has read it.
  await page.clock.pauseAt(Date.now() + 1000);

  const secondGroup = page.getByTestId(`option-${product.prod_options[1]!.var_attribute}`);
  const firstGroup = page.getByTestId(`option-${product.prod_options[0]!.var_attribute}`);
  const addButton = page.getByTestId('add-to-cart');
  const notifyButton = page.getByTestId('notify-me');
  const notified = page.getByTestId('notify-done');
  const quantity = page.getByRole('group', { name: 'Quantity' }).locator('output');
  const toast = (text: string) =>
    page
      .getByRole('region', { name: /Notifications \(top-center\)/ })
      .getByRole('listitem')
      .filter({ hasText: text });

  async function expectState(model: ModelSnapshot, where: string) {
    const { selection, cart } = model.value as { selection: string; cart: string };
    await expect(page.getByTestId('price'), `${where}: lookup`).toHaveAttribute(
      'aria-busy',
      String(selection === 'lookingUp'),
    );
    await expect(page.getByRole('button', { name: 'Try again' }), `${where}: retry`).toHaveCount(
      selection === 'failed' ? 1 : 0,
    );
    if (model.context.colour === 'Blue') {
      await expect(addButton, `${where}: no Add to cart on a sold-out choice`).toHaveCount(0);
      if (model.context.notified) {
        await expect(notified, `${where}: told it will be mailed`).toHaveText(
          "We will mail you when it's back in stock.",
        );
        await expect(notifyButton).toHaveCount(0);
      } else {
        await expect(notifyButton, `${where}: notify me`).toHaveAttribute('aria-busy', String(cart === 'notifying'));
      }
    } else {
      await expect(addButton, `${where}: cart`).toHaveAttribute('aria-busy', String(cart === 'adding'));
    }
    const text = { selectAll: 'Select all variants', outOfStock: 'This product out of stock' } as const;
    await expect(page.getByTestId('variant-message'), `${where}: message`).toHaveText(
      model.context.message ? text[model.context.message] : '',
    );
    for (const colour of ['Red', 'Blue'] as const) {
      await expect(secondGroup.getByRole('button', { name: colours[colour].var_title, exact: true })).toHaveAttribute(
        'aria-pressed',
        String(model.context.colour === colour),
      );
    }
  }

  let previous = path.steps[0]!.state as ModelSnapshot;
  await expectState(previous, 'initial state');
  for (const step of path.steps.slice(1)) {
    const event = step.event as VariantModelEvent;
    switch (event.type) {
      case 'SELECT_SIZE_AGAIN': {
        const held = lookups.routes.length;
        await firstGroup.getByRole('button', { name: first.var_title, exact: true }).click();
        expect(lookups.routes.length, 'choosing the current value asks nothing').toBe(held);
        break;
      }
      case 'SELECT_COLOUR': {
        const held = lookups.routes.length;
        await secondGroup.getByRole('button', { name: colours[event.colour].var_title, exact: true }).click();
        await lookups.waitForMore(held);
        break;
      }
      case 'SERVER_OK':
        await lookups.answerLatest((route) => route.continue());
        break;
      case 'SERVER_FAIL':
        await lookups.answerLatest((route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }));
        await expect(page.getByRole('alert').filter({ hasText: texts.somethingWentWrong })).toBeVisible();
        break;
      case 'RETRY': {
        const held = lookups.routes.length;
        await page.getByRole('button', { name: 'Try again' }).click();
        await lookups.waitForMore(held);
        break;
      }
      case 'SHOW_IMAGE': {
        const second = page.getByRole('button', { name: /^Show image 2 of/ });
        await second.click();
        await expect(second).toHaveAttribute('aria-pressed', 'true');
        break;
      }
      case 'INCREMENT': {
        const before = Number(await quantity.textContent());
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        await expect(quantity).toHaveText(String(before + 1));
        break;
      }
      case 'FILL_QUANTITY': {
        // Plus until it stops: at the cap (10) until a colour names a variant, then at that
        // variant's stock when lower, and at 1 for a sold-out one (the stepper's floor).
        const colour = previous.context.colour;
        const stock = colour
          ? product.variants.find(
              (v) => v.option_ids.includes(first.int_glcode) && v.option_ids.includes(colours[colour].int_glcode),
            )!.stock
          : Infinity;
        const limit = Math.max(1, Math.min(10, stock));
        const plus = page.getByRole('button', { name: 'Increase quantity' });
        for (let press = 0; press < 15 && (await plus.isEnabled()); press++) {
          const before = Number(await quantity.textContent());
          await plus.click();
          await expect(quantity).toHaveText(String(before + 1));
        }
        await expect(plus, 'plus stops at the limit').toBeDisabled();
        await expect(quantity).toHaveText(String(limit));
        break;
      }
      case 'DECREMENT': {
        const before = Number(await quantity.textContent());
        await page.getByRole('button', { name: 'Decrease quantity' }).click();
        await expect(quantity).toHaveText(String(Math.max(1, before - 1)));
        break;
      }
      case 'ADD_TO_CART': {
        const held = carts.routes.length;
        await addButton.click();
        const prompted = !event.signedIn && previous.context.colour === 'Red' && previous.matches({ cart: 'idle' });
        if (prompted) {
          const dialog = page.getByRole('alertdialog');
          await shownOnPausedClock(page, dialog);
          await expect(dialog).toContainText('This feature requierd login. Are you sure you want to login?');
          await dialog.getByRole('button', { name: 'CANCEL' }).click();
          await expect(dialog).toBeHidden();
        }
        if ((step.state as ModelSnapshot).matches({ cart: 'adding' })) await carts.waitForMore(held);
        else expect(carts.routes.length, 'no cart call').toBe(held);
        break;
      }
      case 'CART_OK':
        await carts.answerLatest((route) => route.continue());
        await shownOnPausedClock(page, toast('Product added to cart successfully'));
        break;
      case 'CART_FAIL':
        await carts.answerLatest((route) => route.fulfill({ status: 409, json: { message: 'Only 3 left in stock' } }));
        await shownOnPausedClock(page, toast('Only 3 left in stock'));
        break;
      case 'NOTIFY_ME': {
        const held = waits.routes.length;
        await notifyButton.click();
        if (!event.signedIn) {
          const dialog = page.getByRole('alertdialog');
          await shownOnPausedClock(page, dialog);
          await expect(dialog).toContainText('This feature requierd login. Are you sure you want to login?');
          await dialog.getByRole('button', { name: 'CANCEL' }).click();
          await expect(dialog).toBeHidden();
          expect(waits.routes.length, 'nothing asked').toBe(held);
        } else {
          await waits.waitForMore(held);
        }
        break;
      }
      case 'WAIT_OK':
        await waits.answerLatest((route) => route.continue());
        await shownOnPausedClock(page, toast("We will mail you when it's back in stock."));
        break;
      case 'WAIT_FAIL':
        await waits.answerLatest((route) =>
          route.fulfill({ status: 409, json: { message: 'This product is in stock: add it to your cart instead.' } }),
        );
        await shownOnPausedClock(page, toast('This product is in stock: add it to your cart instead.'));
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    await expectState(step.state as ModelSnapshot, `after ${event.type}`);
    previous = step.state as ModelSnapshot;
  }
  // Let held requests go so the page closes cleanly.
  for (const route of [...lookups.routes, ...carts.routes, ...waits.routes]) await route.continue();
}
