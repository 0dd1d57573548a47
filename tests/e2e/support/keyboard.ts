/** Moving by keyboard alone, as a person without a mouse does: Tab (or Shift+Tab) until focus is where they want it. */
import type { Locator, Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Presses Tab (Shift+Tab with `backwards`) until `target` (or one of the elements it matches) has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  await target.first().waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Presses an arrow key until `target` (a radio in the focused group) is checked. */
export async function arrowTo(page: Page, target: Locator, { max = 10 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(target)} not checked in ${max} arrow presses`);
}
