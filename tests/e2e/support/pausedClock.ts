import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for `locator` to show while the page's clock stands still (page.clock.pauseAt).
 * Some of what a screen shows waits on a timer that a paused clock would hold for ever: React
 * reveals what loads on first use (the toaster, the login dialog) on one, and Query tells the
 * screen about data it fetched on a zero-delay one. So the clock moves on a tenth of a second
 * at a time until it shows: a second of the page's time at the most, far from a toast's 3 s.
 * After each tenth the page gets wall time to draw in, doubling from a tenth of a second up
 * to five: what needs only the page's time (React's reveal, three tenths) shows in about a
 * second of ours, and a slow answer on a loaded machine still gets tens of seconds. The
 * page's time is the bound, not ours.
 */
export async function shownOnPausedClock(page: Page, locator: Locator): Promise<void> {
  for (
    let tenth = 0, wallMs = 100;
    tenth < 10 && !(await locator.isVisible());
    tenth++, wallMs = Math.min(wallMs * 2, 5000)
  ) {
    await page.clock.runFor(100);
    await locator.waitFor({ state: 'visible', timeout: wallMs }).catch(() => undefined);
  }
  await expect(locator, 'shown within a second of the page’s time').toBeVisible({ timeout: 1 });
}
