/**
 * The contact model's shortest paths (one per model transition), replayed in Chromium
 * against the real server: each model event is a user action or a network outcome,
 * and after each step the screen must show what the model's state means.
 */
import { describePath, shortestPaths } from '../model/paths';
import { contactModel } from '../model/contact.model';
import { test, expect } from './support/fixtures';
import { contactForm, errorTextOf } from './support/contact';
import { holdPosts } from './support/heldRequests';
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';

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
  await expect(f.sent).toHaveCount(state.matches('sent') ? 1 : 0, { timeout: state.matches('sent') ? 7000 : 4500 });
  await expect(f.failure).toHaveCount(state.matches('failed') ? 1 : 0);
  const invalid = page.locator('[aria-invalid="true"]');
  if (!state.context.typed || state.context.complete) await expect(invalid).toHaveCount(0);
  else await expect(invalid).not.toHaveCount(0);
  if (state.matches('sent')) await expect(f.message).toHaveValue('');
  if (state.matches('failed')) await expect(f.message).toHaveValue(typedMessage);
}

for (const path of shortestPaths(contactModel, { perTransition: true })) {
  test(`contact path: ${describePath(path)}`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await page.goto('/contactus');
    const f = contactForm(page);
    const server = await holdPosts(page, ['contact']);
    // each complete fill types something new: retyping the same text is no change at all
    let fills = 0;
    let typedMessage = '';
    await expectScreen(page, contactModel.resolveState({ value: 'editing', context: { complete: false, typed: false } }), typedMessage);
    for (const step of path.steps) {
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
          await expect(f.sent).toBeHidden({ timeout: 4500 });
          break;
      }
      await expectScreen(page, step.state, typedMessage);
    }
  });
}
