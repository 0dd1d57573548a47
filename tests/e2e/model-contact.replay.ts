/**
 * The contact replay's driver: one contact model path (a generated one from
 * tests/model/contact.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed in
 * Chromium against the real server: each model event is a user action, a network outcome or
 * the page's clock moving on, and after each step the screen must show what the model's
 * state means. model-contact.spec.ts replays the generated paths through it.
 */
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { durations } from '#rules/durations';
import { contactModel } from '../model/contact.model';
import type { ReplayPath } from '../model/paths';
import { expect } from './support/fixtures';
import { contactForm, errorTextOf } from './support/contact';
import { holdPosts } from './support/heldRequests';
import type { ReplayFixtures } from './support/replay';

type ModelState = SnapshotFrom<typeof contactModel>;

const complete = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you ship to Pune?' };

async function expectScreen(page: Page, state: ModelState, typedMessage: string) {
  const f = contactForm(page);
  if (state.matches('sending')) {
    await expect(f.spinner).toBeVisible();
    await expect(f.send).toBeDisabled();
    return;
  }
  await expect(f.send).toBeEnabled();
  await expect(f.sent).toHaveCount(state.matches('sent') ? 1 : 0);
  await expect(f.failure).toHaveCount(state.matches('failed') ? 1 : 0);
  const invalid = page.locator('[aria-invalid="true"]');
  if (!state.context.typed || state.context.complete) await expect(invalid).toHaveCount(0);
  else await expect(invalid).not.toHaveCount(0);
  if (state.matches('sent')) await expect(f.message).toHaveValue('');
  if (state.matches('failed')) await expect(f.message).toHaveValue(typedMessage);
}

/** The widths a contact replay runs at: the default ones. */
export const replayTags: string[] = [];

/** Replays one contact model path on /contactus, checking the screen after every step. */
export async function replayPath({ page, consoleErrors }: ReplayFixtures, { path }: ReplayPath<typeof contactModel>) {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  // The page's time moves only when the path waits: the notice lasts however slow the steps.
  await page.clock.install();
  await page.goto('/contactus');
  await page.clock.pauseAt(Date.now() + 1000);
  const f = contactForm(page);
  const server = await holdPosts(page, ['contact']);
  // each complete fill types something new: retyping the same text is no change at all
  let fills = 0;
  let typedMessage = '';
  await expectScreen(page, path.steps[0]!.state, typedMessage);
  for (const step of path.steps.slice(1)) {
    const event = step.event;
    switch (event.type) {
      case 'TYPE_COMPLETE':
        await f.name.fill(complete.name);
        await f.email.fill(complete.email);
        fills += 1;
        typedMessage = `${complete.message} (${fills})`;
        await f.message.fill(typedMessage);
        break;
      case 'TYPE_INCOMPLETE':
        await f.email.fill('asha@example');
        await expect.poll(() => errorTextOf(f.email)).toBe('Enter  valid Email Id.');
        break;
      case 'SUBMIT':
        await f.send.click();
        break;
      case 'SERVER_OK':
        await server.pass();
        break;
      case 'SERVER_FAIL':
        await server.cut();
        break;
      case 'WAIT_3S':
        await page.clock.runFor(durations.messageSent);
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    await expectScreen(page, step.state, typedMessage);
  }
}
