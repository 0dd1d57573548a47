/**
 * The address replay's driver: one address model path (a generated one from
 * tests/model/address.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed in
 * Chromium against the real server for a fresh shopper with one saved office address: each
 * model event is a user action or a network outcome, and after each step the Manage Addresses
 * tab must show what the model's state means. model-address.spec.ts replays the generated
 * paths through it.
 */
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { addressModel } from '../model/address.model';
import type { ReplayPath } from '../model/paths';
import { expect } from './support/fixtures';
import { holdCalls } from './support/heldRequests';
import { addressFormFields, addressText, profilePage, shopperWithAddressOn } from './support/profile';
import type { ReplayFixtures } from './support/replay';

type ModelState = SnapshotFrom<typeof addressModel>;

const networkError = 'Could not reach the shop. Check your connection and try again.';

/** What the screen shows after each step; `typed` is the house no last typed into the form. */
async function expectScreen(page: Page, state: ModelState, typed: string) {
  const p = profilePage(page);
  if (state.matches('idle')) {
    await expect(p.form.dialog).toBeHidden();
    await expect(p.confirm.dialog).toBeHidden();
    await expect(p.addAddress).toBeEnabled();
    return;
  }
  if (state.matches('removing')) {
    await expect(p.confirm.dialog).toBeVisible();
    await expect(p.confirm.dialog.getByRole('heading')).toHaveText('Delete this address?');
    const deleting = state.matches({ removing: 'deleting' });
    await expect(p.confirm.dialog.getByRole('status', { name: 'Deleting…' })).toHaveCount(deleting ? 1 : 0);
    await expect(p.confirm.keep).toBeEnabled({ enabled: !deleting });
    await expect(p.confirm.alert).toHaveText(state.matches({ removing: 'failed' }) ? networkError : []);
    return;
  }
  await expect(p.form.dialog).toBeVisible();
  await expect(p.form.dialog.getByRole('heading')).toHaveText(state.context.editing ? 'Edit address' : 'New address');
  const saving = state.matches({ form: 'saving' });
  await expect(p.form.dialog.getByRole('status', { name: 'Saving…' })).toHaveCount(saving ? 1 : 0);
  await expect(p.form.alert).toHaveText(state.matches({ form: 'failed' }) ? networkError : []);
  if (state.context.shown && !state.context.complete) await expect(p.form.invalid).not.toHaveCount(0);
  else await expect(p.form.invalid).toHaveCount(0);
  // What was typed stays, through saving and failing.
  await expect(p.form.field('House no')).toHaveValue(typed);
}

/** The widths a address replay runs at: the default ones. */
export const replayTags: string[] = [];

/** Replays one address model path, checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { path }: ReplayPath<typeof addressModel>,
) {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const { saved } = await shopperWithAddressOn(page, request);
  const isAddress = (pathname: string) => /\/api\/v1\/address(\/\d+)?$/.test(pathname);
  const server = {
    POST: await holdCalls(page, 'POST', isAddress),
    PUT: await holdCalls(page, 'PUT', isAddress),
    DELETE: await holdCalls(page, 'DELETE', isAddress),
  };
  let pending: keyof typeof server = 'POST';
  const p = profilePage(page);
  await expect(p.addresses).toHaveCount(1);

  let fills = 0;
  let cleared = 0;
  let typed = '';
  let apartment = '';
  let model = path.steps[0]!.state;
  await expectScreen(page, model, typed);
  for (const step of path.steps.slice(1)) {
    const event = step.event;
    switch (event.type) {
      case 'ADD':
        await p.addAddress.click();
        await expect(p.form.home, 'the type defaults to home').toBeChecked();
        typed = '';
        break;
      case 'EDIT':
        await p.edit.first().click();
        await expect(p.form.office, 'the saved type').toBeChecked();
        typed = saved.var_house_no;
        apartment = saved.var_app_name;
        break;
      case 'FILL_COMPLETE':
        fills += 1;
        typed = `${fills}A`;
        apartment = `Apartment ${fills}`;
        await p.form.field('House no').fill(typed);
        for (const [label] of addressFormFields.slice(1)) await p.form.field(label).fill(addressText(label, fills));
        await p.form.home.check();
        break;
      case 'CLEAR_FIELD': {
        const [label, message] = addressFormFields[cleared % addressFormFields.length]!;
        cleared += 1;
        await p.form.field(label).fill('');
        if (label === 'House no') typed = '';
        if (model.context.shown) await expect(p.form.field(label)).toHaveAccessibleDescription(message);
        break;
      }
      case 'SUBMIT':
        pending = model.context.editing ? 'PUT' : 'POST';
        await p.form.save.click();
        break;
      case 'SERVER_OK':
        await server[pending].pass();
        break;
      case 'SERVER_FAIL':
        await server[pending].cut();
        break;
      case 'CLOSE':
        await (model.matches('removing') ? p.confirm.keep : p.form.cancel).click();
        break;
      case 'DELETE':
        await p.delete.first().click();
        break;
      case 'CONFIRM':
        pending = 'DELETE';
        await p.confirm.delete.click();
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    const before = model;
    model = step.state;
    await expectScreen(page, model, typed);
    // A save that succeeded shows in the list; a delete that succeeded empties it.
    if (event.type === 'SERVER_OK' && before.matches('form')) {
      await expect(page.getByRole('main').getByText(`${typed}, ${apartment}`)).toBeVisible();
    }
    if (event.type === 'SERVER_OK' && before.matches('removing')) {
      await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    }
  }
}
