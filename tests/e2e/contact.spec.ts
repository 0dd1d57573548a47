import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { contactForm, errorTextOf, expectNoFieldErrors } from './support/contact';

const contactApi = '**/api/v1/contact';

test('errors appear only after typing, with the exact product texts', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/v1/contact') && posts++));
  await page.goto('/contactus');
  const f = contactForm(page);
  await expect(f.send).toBeVisible();
  await expectNoFieldErrors(f.name, f.email, f.message);

  await f.send.click();
  await expectNoFieldErrors(f.name, f.email, f.message);
  expect(posts, 'an empty form sends nothing').toBe(0);

  await f.name.fill('Asha');
  await f.name.fill('');
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  expect(await errorTextOf(f.name)).toBe('Name is required');

  await f.email.fill('asha@shop');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  expect(await errorTextOf(f.email)).toBe('Enter  valid Email Id.');
  await f.email.fill('');
  await expect.poll(() => errorTextOf(f.email)).toBe('Email Id is required');

  await f.message.fill('Hi');
  await f.message.fill('');
  await expect.poll(() => errorTextOf(f.message)).toBe('Message is required');

  await f.send.click();
  expect(posts, 'a form with errors sends nothing').toBe(0);
  await expectNoA11yViolations(page);
});

// Top-centre is measured against the viewport, so it is checked at both widths.
test('sending shows a spinner, then the fields clear and "Message sent" shows top-centre for 3 s', {
  tag: '@widths',
}, async ({ page }) => {
  await page.clock.install();
  await page.goto('/contactus');
  const f = contactForm(page);
  // hold the request until the sending state has been seen; then the real server answers it
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(contactApi, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await released;
    await route.continue();
  });
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/contact'));
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.message.fill('Do you ship to Pune?');
  await f.send.click();
  await expect(f.spinner).toBeVisible();
  await expect(f.send).toBeDisabled();
  expect((await posted).postDataJSON()).toEqual({
    var_name: 'Asha Rao',
    var_email: 'asha@example.com',
    var_message: 'Do you ship to Pune?',
  });
  // The page's time stands still from before the answer lands, so the notice's 3 s start at a known instant.
  await page.clock.pauseAt(Date.now() + 1000);
  release();

  await expect(f.sent).toBeVisible();
  const box = await f.sent.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(box.y).toBeLessThan(80);
  }
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(f.message).toHaveValue('');
  await expectNoFieldErrors(f.name, f.email, f.message);

  await page.clock.runFor(2999);
  await expect(f.sent).toBeVisible();
  await page.clock.runFor(1);
  await expect(f.sent).toBeHidden();
});

test('a failed send keeps the text, says why, and sending again works', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/contactus');
  const f = contactForm(page);
  await page.route(contactApi, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.message.fill('Is the blue kurta back in stock?');
  await f.send.click();
  await expect(f.failure).toHaveText('Could not reach the shop. Check your connection and try again.');
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha@example.com');
  await expect(f.message).toHaveValue('Is the blue kurta back in stock?');
  await expect(f.send).toBeEnabled();

  await page.unroute(contactApi);
  await f.send.click();
  await expect(f.sent).toBeVisible();
  await expect(f.failure).toHaveCount(0);
  await expect(f.message).toHaveValue('');
});
