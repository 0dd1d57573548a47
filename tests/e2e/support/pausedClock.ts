import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for `locator` to show while the page's clock stands still (page.clock.pauseAt).
 * What a screen loads on first use (the toaster, the login dialog, a side sheet) is revealed
 * by React on a timer, which a paused clock would hold for ever: the clock moves on a tenth
 * of a second at a time until it shows, a second of the page's time at the most, far from a
 * toast's 3 s.
 */
export async function shownOnPausedClock(page: Page, locator: Locator): Promise<void> {
  for (let tenth = 0; tenth < 10 && !(await locator.isVisible()); tenth++) {
    await page.clock.runFor(100);
    await locator.waitFor({ state: 'visible', timeout: 1000 }).catch(() => undefined);
  }
  await expect(locator, 'shown within a second of the page’s time').toBeVisible({ timeout: 1 });
}
