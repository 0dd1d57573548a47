import type { Locator, Page } from '@playwright/test';
import { holdTheApp, test, expect } from './support/fixtures';
import { shopData } from './support/api';
import { attributeTree, listTotal, productCount } from './catalog.support';

/**
 * What a shopper does on a page the server drew, before the app has taken it over
 * (decision 0019), with the CPU slowed 4× as Lighthouse's mobile run assumes. The app's
 * code is held until the test has acted (holdTheApp), so every action lands on the drawn
 * page however fast the machine; the app then hydrates and has to keep all of it.
 */
interface Place {
  name: string;
  path: (request: Parameters<typeof shopData.products>[0]) => Promise<string>;
  /** Taps a control that needs the app (one that stays on the page), and answers what shows that it acted. */
  tap: (page: Page) => Promise<() => Promise<void>>;
}

const places: Place[] = [
  {
    name: 'home',
    path: async () => '/',
    tap: async (page) => {
      // A button: held, then pressed once the app is live.
      const card = page.getByRole('region', { name: 'New Arrivals' }).getByTestId('product-card').first();
      await card.getByRole('button', { name: 'Increase quantity' }).click();
      return () => expect(card.locator('output')).toHaveText('2');
    },
  },
  {
    name: 'the listing',
    path: async () => '/shop',
    tap: async (page) => {
      const card = page.getByTestId('product-card').nth(2);
      await card.getByRole('button', { name: 'Increase quantity' }).click();
      await card.getByRole('button', { name: 'Increase quantity' }).click();
      return () => expect(card.locator('output')).toHaveText('3');
    },
  },
  {
    name: 'a product page',
    path: async (request) => `/product/${(await shopData.products(request, { limit: 1, page: 1 }))[0]!.var_slug}`,
    tap: async (page) => {
      // Radix's tabs switch on the mouse going down, not on the click.
      const tab = page.getByRole('tab', { name: 'Delivery & Return' });
      await tab.click();
      return async () => {
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toContainText('Metros: 3-5 working days');
      };
    },
  },
];

for (const place of places) {
  test(`on ${place.name}, a tap, typing and a scroll made before the app took over are all kept`, async ({
    page,
    request,
    isMobile,
    slowCpu,
  }) => {
    // At phone width the header search sits behind its toggle, which only the app opens: the
    // drawn page has nothing to type into there, so a phone's shopper taps and scrolls.
    const types = !isMobile;
    const [product] = await shopData.products(request, { limit: 1, page: 1 });
    const word = product!.var_title.split(' ')[0]!.toLowerCase();
    await slowCpu();
    const app = await holdTheApp(page);
    await page.goto(await place.path(request), { waitUntil: 'commit' });
    await app.requested;

    const acted = await place.tap(page);
    const search: Locator = page.getByRole('combobox', { name: 'Search products' });
    if (types) {
      await search.click();
      await page.keyboard.type(word);
    }
    await page.mouse.wheel(0, 10_000);
    // The wheel scrolls smoothly: take the place the page comes to rest at (the same in two
    // readings a poll apart), or a scroll still under way would look like one the app moved.
    let scrolled = -1;
    await expect
      .poll(async () => {
        const [before, now] = [scrolled, await page.evaluate(() => scrollY)];
        scrolled = now;
        return now > 200 && now === before;
      })
      .toBe(true);
    // All of it on the drawn page: the app has not run.
    await expect(page.locator('#root')).not.toHaveAttribute('data-live');
    // How far the view is from the page's end (the scroll went all the way).
    const fromEnd = () => page.evaluate(() => document.documentElement.scrollHeight - scrollY);
    const before = await fromEnd();

    await app.release();
    await acted();
    if (types) {
      // The text is the app's now (it asks for suggestions for it), and the focus stayed.
      await expect(search).toHaveValue(word);
      await expect(search).toBeFocused();
      await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    }
    // The app saw the scroll (its button to go back up shows) and left the view where it was:
    // the same scrollY, or, where the tab the tap opens is taller or shorter than the one it
    // closes, the same distance from the page's end (the browser's scroll anchoring moves
    // scrollY by as much to keep the view still).
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const kept = { scrollY: await page.evaluate(() => scrollY), fromEnd: await fromEnd() };
    expect(
      kept.scrollY === scrolled || kept.fromEnd === before,
      `scrollY ${scrolled} → ${kept.scrollY}, from the end ${before} → ${kept.fromEnd}`,
    ).toBe(true);
  });
}

test('a link tapped before the app took over goes where it points', async ({ page, slowCpu }) => {
  await slowCpu();
  const app = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await app.requested;
  const title = page.getByTestId('product-card').first().getByRole('heading');
  const name = await title.textContent();
  const href = await title.getByRole('link').getAttribute('href');
  await title.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${href!}$`));
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
});

// At phone width the filters sit in a drawer that only the app opens.
test('a filter ticked on its label before the app took over is ticked once, and filters the list', {
  tag: '@desktop',
}, async ({ page, request, slowCpu }) => {
  const colour = (await attributeTree(request)).attribute.find((a) => a.value.some((v) => v.color))!.value[0]!;
  await slowCpu();
  const app = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await app.requested;
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const box = filters.getByRole('checkbox', { name: colour.value, exact: true });
  await filters.getByText(colour.value, { exact: true }).click();
  // Held with its default action: the box does not tick by itself, so it cannot tick twice.
  await expect(box).not.toBeChecked();

  await app.release();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/[?&]attr=/);
  await productCount(page, await listTotal(request, { atribute: [colour.id] }));
});
