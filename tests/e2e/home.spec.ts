import type { Page } from '@playwright/test';
import { test, expect, untilHydrated } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { shopData } from './support/api';

/** How many offer slides fit the slider's viewport, as laid out now. */
async function perView(page: Page): Promise<number> {
  const slide = page.getByRole('region', { name: 'Offers' }).locator('[aria-roledescription="slide"]').first();
  await expect(slide).toBeVisible();
  return Math.round(
    await slide.evaluate((el) => el.parentElement!.parentElement!.clientWidth / el.getBoundingClientRect().width),
  );
}

test.describe('home', () => {
  test('offers slider: Next moves one slide forward, Previous one back, looping at either end, and autoplay one forward after 2 s, in a jump under reduced motion', async ({
    page,
  }) => {
    // The slider's engine, and with it autoplay, loads once the page is idle: it is held until
    // the page's time stands still, so the slider starts on the first slide and only the test moves it.
    let releaseEngine: () => void = () => {};
    let engineAsked: () => void = () => {};
    const engineHeld = new Promise<void>((resolve) => (releaseEngine = resolve));
    const engineRequested = new Promise<void>((resolve) => (engineAsked = resolve));
    await page.route('**/assets/OffersEngine-*.js', async (route) => {
      engineAsked();
      await engineHeld;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/');
    // Arrows on a hydrated slider: taps that land before the takeover are takeover.spec.ts's subject.
    await untilHydrated(page);
    const slider = page.getByRole('region', { name: 'Offers' });
    const offers = await slider.locator('[aria-roledescription="slide"]').count();
    expect(offers, 'the seed has offers to slide through').toBeGreaterThan(1);
    await expect(slider).toHaveAttribute('data-selected', '0');
    // The engine is asked for (its Suspense fallback shown) while time still runs: React holds a
    // boundary's reveal for 300 ms after its fallback, on a timer that a paused clock never fires.
    await engineRequested;
    await page.clock.pauseAt(Date.now() + 1000);
    releaseEngine();

    // The stage runs under reduced motion: a move is a jump, so the next frame (Embla draws in animation frames) shows
    // the second offer at the viewport's start, where a slide would have moved it only a step of the way.
    const frame = 17;
    const secondOfferOffset = () =>
      slider.evaluate((root) => {
        const [, second] = root.querySelectorAll('[aria-roledescription="slide"]');
        const viewport = second!.parentElement!.parentElement!;
        return Math.abs(second!.getBoundingClientRect().left - viewport.getBoundingClientRect().left);
      });
    await slider.getByRole('button', { name: 'Next offers' }).click();
    await expect(slider).toHaveAttribute('data-selected', '1');
    await page.clock.runFor(frame);
    expect(await secondOfferOffset(), 'Next: the second offer at the start a frame later').toBeLessThan(1);
    await slider.getByRole('button', { name: 'Previous offers' }).click();
    await expect(slider).toHaveAttribute('data-selected', '0');
    // It loops: back from the first offer is the last, and on from there the first again.
    await slider.getByRole('button', { name: 'Previous offers' }).click();
    await expect(slider).toHaveAttribute('data-selected', String(offers - 1));
    await slider.getByRole('button', { name: 'Next offers' }).click();
    await expect(slider).toHaveAttribute('data-selected', '0');

    // Autoplay started with the engine, at the paused instant; the arrows do not restart it.
    await page.clock.runFor(1999 - frame);
    await expect(slider).toHaveAttribute('data-selected', '0');
    await page.clock.runFor(1);
    await expect(slider).toHaveAttribute('data-selected', '1');
    await page.clock.runFor(frame);
    expect(await secondOfferOffset(), 'autoplay: the second offer at the start a frame later').toBeLessThan(1);
    await page.clock.resume();
    await expectNoA11yViolations(page);
  });

  test('offers slider shows 7, 5 or 3 slides per view at each breakpoint', async ({ page }) => {
    await page.goto('/');
    // product §2: 7 at 1022 or more, 5 at 768 or more, 3 at 576 or more (and also at 362 or more), otherwise 7.
    const breakpoints = [
      [1022, 7],
      [1021, 5],
      [768, 5],
      [767, 3],
      [576, 3],
      [575, 3],
      [362, 3],
      [361, 7],
    ] as const;
    for (const [width, slides] of breakpoints) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => perView(page), `${width} px`).toBe(slides);
    }
  });

  test('banners: the first two vertical and two horizontal', async ({ page, request }) => {
    const banners = await shopData.homeBanners(request);
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Featured collections' });
    const expected = Math.min(2, banners.vertical_banner.length) + Math.min(2, banners.horizontal_banner.length);
    await expect(region.getByRole('link')).toHaveCount(expected);
    const first = banners.vertical_banner[0]!;
    await expect(region.getByRole('link', { name: first.var_title })).toHaveAttribute('href', first.var_link);
  });

  test('a classification tile goes to /shop/{slug}', async ({ page, request }) => {
    const [first] = await shopData.classifications(request);
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Shop by category' });
    await grid.getByRole('link', { name: first!.var_title }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${first!.var_slug}$`));
  });

  test('New Arrivals: tabs reload the grid and View More follows the tab', async ({ page, request }) => {
    const categories = await shopData.newArrivalCategories(request);
    expect(categories.length).toBeGreaterThan(0);
    const category = categories[0]!;
    const expected = await shopData.products(request, { fk_category: category.var_slug, limit: 8, page: 1 });
    expect(expected.length, 'the seed has new arrivals in the first tab').toBeGreaterThan(0);

    await page.goto('/');
    const block = page.getByRole('region', { name: 'New Arrivals' });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(block.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/shop/all');

    const reload = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/v1/products') &&
        r.method() === 'POST' &&
        r.postDataJSON()?.fk_category === category.var_slug,
    );
    await block.getByRole('tab', { name: category.var_title }).click();
    const body = (await reload).postDataJSON() as { limit: number; page: number };
    expect(body).toMatchObject({ limit: 8, page: 1 });

    const panel = block.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveCount(expected.length);
    await expect(panel.getByRole('link', { name: new RegExp(expected[0]!.var_title) })).toHaveAttribute(
      'href',
      `/product/${expected[0]!.var_slug}`,
    );
    await expect(block.getByRole('link', { name: 'View More' })).toHaveAttribute('href', `/shop/${category.var_slug}`);
    await expectNoA11yViolations(page);
    await block.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${category.var_slug}$`));
  });

  test('New Arrivals tabs by keyboard: one tab stop, arrows wrap, Home and End, the panel follows', async ({
    page,
    request,
  }) => {
    const categories = await shopData.newArrivalCategories(request);
    expect(categories.length, 'the seed has new-arrival categories').toBeGreaterThan(1);
    const names = ['All', ...categories.map((c) => c.var_title)];

    await page.goto('/');
    const block = page.getByRole('region', { name: 'New Arrivals' });
    const list = block.getByRole('tablist', { name: 'New Arrivals' });
    const tab = (name: string) => list.getByRole('tab', { name, exact: true });
    await block.scrollIntoViewIfNeeded();
    await expect(list.getByRole('tab')).toHaveCount(names.length);

    // Only the selected tab is in the Tab order; its panel is named by it.
    await expect(tab('All')).toHaveAttribute('tabindex', '0');
    for (const name of names.slice(1)) await expect(tab(name)).toHaveAttribute('tabindex', '-1');
    const panel = block.getByRole('tabpanel', { name: 'All' });
    await expect(panel).toBeVisible();
    await expect(tab('All')).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);

    await tab('All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(names[1]!)).toBeFocused();
    await expect(tab(names[1]!)).toHaveAttribute('aria-selected', 'true');
    await expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    await expect(block.getByRole('tabpanel', { name: names[1]! })).toBeVisible();
    await expect(block.getByRole('tabpanel')).toHaveCount(1);

    await page.keyboard.press('End');
    await expect(tab(names.at(-1)!)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('All')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(names.at(-1)!)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('All')).toBeFocused();
    await expect(tab('All')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the panel, not for the next tab.
    await page.keyboard.press('Tab');
    await expect(block.getByRole('tabpanel', { name: 'All' })).toBeFocused();
    await expectNoA11yViolations(page);
  });

  test('scroll-to-top returns to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('region', { name: 'Our promises' })).toBeAttached();
  });
});
