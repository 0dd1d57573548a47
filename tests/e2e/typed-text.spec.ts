/**
 * What a shopper types is never lost: on every form of the shop, each field filled at once
 * on a page just shown (a page the server drew, before the app has taken it over: decisions
 * 0019, 0040), on a CPU slowed 4× as a mid-range phone's, still holds its text 2.5 s later.
 * The forms are the same at both widths, so at desktop width.
 */
import { putLine } from './cart.support';
import { freshIdentity } from './support/account';
import { signUpFreshUser } from './support/api';
import { contactForm } from './support/contact';
import { expect, test, untilSettled } from './support/fixtures';
import { signInOnFirstLoad } from './support/login';
import { freshOrder, orderScreen } from './support/orders';
import { resetCode } from './support/mail';
import { ownListItem } from './support/testDoors';
import { expectEntriesKept, type Entry } from './support/typedText';

test.describe('typed text', { tag: '@desktop' }, () => {
  test('the contact form keeps name, email and message', async ({ page, slowCpu }) => {
    const form = contactForm(page);
    await slowCpu();
    await expectEntriesKept(page, '/contactus', [
      { field: form.name, text: 'Asha Rao' },
      { field: form.email, text: 'asha@example.com' },
      { field: form.message, text: 'Does the linen shirt run small?' },
    ]);
  });

  test('the contact form sends what was autofilled as the app took the page over', async ({ page, slowCpu }) => {
    // The browser's autofill at the moment the app goes live, its screen not yet hydrated, in
    // the task that marks the app live (where no test step can land, however the timing
    // falls): as autofill does, each field's text set by the browser itself (the element's
    // own setter, past anything a script hooks on the field) and told with an input event.
    const filled = { name: 'Asha Rao', email: 'asha@example.com', message: 'Does the linen shirt run small?' };
    await page.addInitScript((filled) => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root')?.hasAttribute('data-live')) return;
        observer.disconnect();
        for (const [name, text] of Object.entries(filled)) {
          const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#root [name="${name}"]`)!;
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-live'] });
    }, filled);
    const form = contactForm(page);
    await slowCpu();
    await page.goto('/contactus');
    await untilSettled(page);
    await expect(form.name).toHaveValue(filled.name);
    await expect(form.email).toHaveValue(filled.email);
    await expect(form.message).toHaveValue(filled.message);
    // The app has the text too, not only the page: the message goes out.
    await form.send.click();
    await expect(form.sent).toBeVisible();
  });

  test('the login form keeps email and password', async ({ page, slowCpu }) => {
    const { email } = freshIdentity();
    await slowCpu();
    await expectEntriesKept(page, '/login', [
      { field: page.getByLabel('Email', { exact: true }), text: email },
      { field: page.getByLabel('Password', { exact: true }), text: 'Shopper@123' },
    ]);
  });

  test('the sign-up form keeps every field', async ({ page, slowCpu }) => {
    const { email, mobile } = freshIdentity();
    await slowCpu();
    await expectEntriesKept(page, '/signup', [
      { field: page.getByLabel('Email', { exact: true }), text: email },
      { field: page.getByLabel('First name', { exact: true }), text: 'Asha' },
      { field: page.getByLabel('Last name (optional)', { exact: true }), text: 'Rao' },
      { field: page.getByLabel('Mobile Number', { exact: true }), text: mobile },
      { field: page.getByLabel('Password', { exact: true }), text: 'Shopper@123' },
      { field: page.getByLabel('Confirm Password', { exact: true }), text: 'Shopper@123' },
    ]);
  });

  test('the forgotten-password form keeps the email', async ({ page, slowCpu }) => {
    const { email } = freshIdentity();
    await slowCpu();
    await expectEntriesKept(page, '/forgetpassword', [
      { field: page.getByLabel('Email', { exact: true }), text: email },
    ]);
  });

  // The code and new-password screens open only in their turn of the reset: each is reached
  // as a shopper reaches it, and filled as soon as it shows.
  test('the confirmation-code form keeps the code', async ({ page, request, slowCpu }) => {
    const email = await resetFor(request);
    await slowCpu();
    await expectEntriesKept(
      page,
      '/forgetpassword',
      [{ field: page.getByLabel('Confirmation code', { exact: true }), text: '482913' }],
      () => askForCode(page, email),
    );
  });

  test('the new-password form keeps both passwords', async ({ page, request, slowCpu }) => {
    const email = await resetFor(request);
    await slowCpu();
    await expectEntriesKept(
      page,
      '/forgetpassword',
      [
        { field: page.getByLabel('New Password', { exact: true }), text: 'Fresh@2026' },
        { field: page.getByLabel('Confirm Password', { exact: true }), text: 'Fresh@2026' },
      ],
      async () => {
        await askForCode(page, email);
        await page.getByLabel('Confirmation code', { exact: true }).fill(await resetCode(request, email));
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
      },
    );
  });

  test('the profile form keeps both names', async ({ page, request, slowCpu }) => {
    await signInOnFirstLoad(page, await signUpFreshUser(request));
    const main = page.getByRole('main');
    await slowCpu();
    await expectEntriesKept(page, '/profile', [
      { field: main.getByLabel('First name', { exact: true }), text: 'Asha' },
      { field: main.getByLabel('Last name', { exact: true }), text: 'Rao' },
    ]);
  });

  test('the address form keeps every field and the type', async ({ page, request, slowCpu }) => {
    await signInOnFirstLoad(page, await signUpFreshUser(request));
    const dialog = page.getByRole('dialog');
    const entries: Entry[] = [
      ...['House no', 'Apartment', 'Landmark', 'Country', 'State', 'City'].map((label) => ({
        field: dialog.getByLabel(label, { exact: true }),
        text: `${label} 12`,
      })),
      { field: dialog.getByLabel('Pin code', { exact: true }), text: '560001' },
      { choice: dialog.getByRole('radio', { name: 'Office' }) },
    ];
    await slowCpu();
    await expectEntriesKept(page, '/profile?tab=addresses', entries, () =>
      page.getByRole('main').getByRole('button', { name: 'Add Address' }).click(),
    );
  });

  test('the coupon box keeps the code', async ({ page, request, slowCpu }) => {
    const token = await signUpFreshUser(request);
    await putLine(request, token, await ownListItem(request), 1);
    await signInOnFirstLoad(page, token);
    await slowCpu();
    await expectEntriesKept(page, '/checkout', [{ field: page.getByLabel('Coupon code'), text: 'WELCOME10' }]);
  });

  test('the review form keeps the stars and the text', async ({ page, request, slowCpu }) => {
    const { token, id } = await freshOrder(request, { lines: 1, status: 'D' });
    await signInOnFirstLoad(page, token);
    const screen = orderScreen(page);
    const entries: Entry[] = [
      { choice: screen.dialog.getByRole('radio', { name: '4 stars' }) },
      { field: screen.dialog.getByLabel('Your review (optional)'), text: 'Lovely fabric, true to size.' },
    ];
    await slowCpu();
    await expectEntriesKept(page, `/orderdetail/${id}`, entries, () => screen.reviewButtons.first().click());
  });

  test('the return form keeps the reason', async ({ page, request, slowCpu }) => {
    const { token, id } = await freshOrder(request, { lines: 1, status: 'D' });
    await signInOnFirstLoad(page, token);
    const screen = orderScreen(page);
    await slowCpu();
    await expectEntriesKept(
      page,
      `/orderdetail/${id}`,
      [{ field: screen.dialog.getByLabel('Why are you returning it?'), text: 'The colour is not as pictured' }],
      () => screen.returnButtons.first().click(),
    );
  });
});

/** A shopper of the test's own, whose reset code the shop mails. */
async function resetFor(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const { email, mobile } = freshIdentity();
  const response = await request.post('api/v1/user', {
    data: { var_email: email, var_password: 'Shopper@123', var_mobile_no: mobile, var_name: 'Asha', last_name: 'Rao' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The forgotten-password step, up to the code's screen. */
async function askForCode(page: import('@playwright/test').Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter confirmation code');
}
