/** Moving by keyboard alone, as a person without a mouse does: Tab (or Shift+Tab) until focus is where they want it. */
import type { ElementHandle, Locator, Page } from '@playwright/test';

/** Presses between two looks at where focus went: one look per press was most of a keyboard test's time. */
const STRIDE = 8;

declare global {
  interface Window {
    /** Every element that took focus since the last look, and the body for each step out of the page (tabTo's trail). */
    __focusTrail?: Element[];
  }
}

/** Where focus is: on one of `candidates`, elsewhere, or unknown because the page replaced them. Starts a new trail. */
function look(page: Page, candidates: ElementHandle[]) {
  return page.evaluate((elements) => {
    if (!window.__focusTrail) {
      window.__focusTrail = [];
      document.addEventListener('focusin', (event) => window.__focusTrail!.push(event.target as Element), true);
      // Past the page's last stop, a press takes focus out of the page before the next one
      // brings it round to the first: a step of its own, which a walk back must count too.
      document.addEventListener(
        'focusout',
        (event) => event.relatedTarget || window.__focusTrail!.push(document.body),
        true,
      );
    }
    window.__focusTrail.length = 0;
    if (elements.some((e) => e === document.activeElement)) return 'here';
    return elements.every((e) => e.isConnected) ? 'elsewhere' : 'replaced';
  }, candidates);
}

/**
 * Presses Tab, or Shift+Tab when the target comes before the focus in the page (as a person
 * goes back up rather than round the whole page), until `target` (or one of the elements it
 * matches) has focus; fails after `max` presses. Presses go in strides; when focus passed the
 * target within one, it is walked back the presses it overshot, and checked.
 */
export async function tabTo(page: Page, target: Locator, { max = 150 } = {}) {
  await target.first().waitFor();
  let elements = await target.elementHandles();
  const backwards = await page.evaluate((candidates) => {
    const focus = document.activeElement;
    return (
      !!focus &&
      focus !== document.body &&
      candidates.every((e) => e.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  }, elements);
  const [forward, back] = backwards ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab'];
  let presses = 0;
  // After a walk back that did not land (the page changed its tab order on the way), one press at a time.
  let stride = STRIDE;
  while (presses <= max) {
    const focus = await look(page, elements);
    if (focus === 'here') return;
    if (focus === 'replaced') {
      elements = await target.elementHandles();
      continue;
    }
    const step = Math.min(stride, max - presses + 1);
    for (let i = 0; i < step; i++) await page.keyboard.press(forward);
    presses += step;
    const overshot = await page.evaluate((candidates) => {
      const trail = window.__focusTrail!;
      const at = trail.findIndex((e) => candidates.includes(e));
      return at < 0 ? -1 : trail.length - 1 - at;
    }, elements);
    if (overshot < 0) continue;
    for (let i = 0; i < overshot; i++) await page.keyboard.press(back);
    if ((await look(page, elements)) === 'here') return;
    stride = 1;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${forward}`);
}

/** Presses an arrow key until `target` (a radio in the focused group) is checked. */
export async function arrowTo(page: Page, target: Locator, { max = 10 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(target)} not checked in ${max} arrow presses`);
}
