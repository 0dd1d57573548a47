import { expect, type Locator, type Page } from '@playwright/test';

/** The contact form of /contactus and its parts, by what a person sees. */
export function contactForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /Send Message|Sending/ }) });
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    send: form.getByRole('button', { name: /Send Message|Sending/ }),
    spinner: form.getByRole('button').getByRole('status', { name: 'Sending…' }),
    failure: form.getByRole('alert'),
    sent: page.getByRole('status').filter({ hasText: 'Message sent' }),
  };
}

/** The exact text (whitespace kept) of the error a field points at with aria-describedby. */
export async function errorTextOf(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return null;
  return field.page().locator(`[id="${id}"]`).textContent();
}

export async function expectNoFieldErrors(...fields: Locator[]) {
  for (const field of fields) await expect(field).not.toHaveAttribute('aria-describedby');
}
