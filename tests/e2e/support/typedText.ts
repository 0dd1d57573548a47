import type { Locator, Page } from '@playwright/test';
import { expect, holdTheApp, untilSettled } from './fixtures';

/** What a shopper puts into a form: text into a field, or a choice ticked (a radio, a star). */
export type Entry = { field: Locator; text: string } | { choice: Locator };

/**
 * Opens `path` and puts every entry in, one right after the other (as fast as autofill or a
 * quick hand), as soon as the form shows: on a page the server drew, before the app has
 * taken it over (its code is held until then, however fast the machine, decision 0019); on
 * a page the app draws, as soon as it has. `show` opens the form where a tap does (a dialog).
 * Then, once the page has settled (its takeover, first calls and whatever they re-render
 * are over, however slow the phone), every entry still holds what was put in.
 */
export async function expectEntriesKept(
  page: Page,
  path: string,
  entries: readonly Entry[],
  show?: () => Promise<void>,
): Promise<void> {
  const app = await holdTheApp(page, { ifDrawn: true });
  const shown = page.goto(path);
  shown.catch(() => undefined); // awaited, and any failure reported, once the entries are checked
  await show?.();
  for (const entry of entries) {
    if ('field' in entry) await entry.field.fill(entry.text);
    else await entry.choice.check();
  }
  await app.release();
  await untilSettled(page);

  const kept: string[] = [];
  for (const entry of entries)
    kept.push('field' in entry ? await typedIn(entry.field) : String(await entry.choice.isChecked()));
  expect(kept).toEqual(entries.map((entry) => ('field' in entry ? entry.text : 'true')));
  await shown;
}

/** A field's text: an input's value, or what a rich-text editor (an element one can type into) holds. */
const typedIn = (field: Locator) =>
  field.evaluate((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : (element as HTMLElement).innerText.trim(),
  );
