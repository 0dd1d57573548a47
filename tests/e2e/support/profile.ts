import { GST_STATES } from '#rules/gst-states';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { shopping } from '#tests/contract/shopping-fixtures';
import { signUpFreshUser } from './api';
import { apiAs, signInWithToken } from './login';

/** A brand-new shopper (Test Shopper), signed in on `path`: for tests that change the account. */
export async function freshShopperOn(page: Page, request: APIRequestContext, path: string) {
  const token = await signUpFreshUser(request);
  await signInWithToken(page, token, path);
  return token;
}

/** An office address: the form must show the saved type, not the default home. */
export const sampleAddress: Schemas['AddressInput'] = { ...shopping.address, chr_type: 'office' };

/** Saves an address for the shopper through the real API, as arranging data. */
export async function saveAddress(page: Page, token: string, address: Schemas['AddressInput'] = sampleAddress) {
  const response = await apiAs(page, token, 'POST', 'address', address);
  if (response.status() !== 201)
    throw new Error(`saving an address answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: Schemas['Address'] }).data;
}

/** A fresh shopper with the sample address saved (through the API), signed in on Manage Addresses. */
export async function shopperWithAddressOn(page: Page, request: APIRequestContext) {
  const token = await signUpFreshUser(request);
  const saved = await saveAddress(page, token);
  await signInWithToken(page, token, '/profile?tab=addresses');
  return { token, saved };
}

/** The account page by what a person sees. */
export function profilePage(page: Page) {
  const main = page.getByRole('main');
  const dialog = page.getByRole('dialog');
  const alertDialog = page.getByRole('alertdialog');
  return {
    tab: (name: 'Profile' | 'Orders' | 'Manage Addresses') => main.getByRole('tab', { name }),
    panel: main.getByRole('tabpanel'),
    logout: main.getByRole('button', { name: 'Logout' }),
    firstName: main.getByLabel('First name', { exact: true }),
    lastName: main.getByLabel('Last name', { exact: true }),
    update: main.getByRole('button', { name: /^(Update|Updating…)$/ }),
    updated: main.getByRole('status').filter({ hasText: 'User Updated' }),
    alert: main.getByRole('alert'),
    orders: main.getByRole('list', { name: 'Your orders, newest first' }).getByRole('listitem'),
    addAddress: main.getByRole('button', { name: 'Add Address' }),
    addresses: main.getByRole('listitem'),
    edit: main.getByRole('button', { name: /^Edit / }),
    delete: main.getByRole('button', { name: /^Delete / }),
    form: {
      dialog,
      field: (label: string) => dialog.getByLabel(label, { exact: true }),
      home: dialog.getByRole('radio', { name: 'Home' }),
      office: dialog.getByRole('radio', { name: 'Office' }),
      save: dialog.getByRole('button', { name: /^(Save|Saving…|Try again)$/ }),
      cancel: dialog.getByRole('button', { name: 'Cancel' }),
      alert: dialog.getByRole('alert'),
      invalid: dialog.locator('[aria-invalid="true"]'),
    },
    confirm: {
      dialog: alertDialog,
      delete: alertDialog.getByRole('button', { name: /^(Delete|Deleting…|Try again)$/ }),
      keep: alertDialog.getByRole('button', { name: 'Keep it' }),
      alert: alertDialog.getByRole('alert'),
    },
  };
}

/** What a test types into an address field on its n-th fill: a state the shop can tell (its GST needs one). */
export const addressText = (label: string, n: number) =>
  label === 'State' ? GST_STATES[n % GST_STATES.length]!.name : `${label} ${n}`;

/** The address form's text fields by label, in order, with the product §5 message of each. */
export const addressFormFields = [
  ['House no', 'House no is required'],
  ['Apartment', 'Appartment is required'],
  ['Landmark', 'Landmark is required'],
  ['Country', 'Country is required'],
  ['State', 'State is required'],
  ['City', 'City is required'],
  ['Pin code', 'Pin code is required'],
] as const;
