/**
 * What staff type is never lost either (issue 52): on every form of the back office, each field filled at once as the
 * form shows, on a CPU slowed 4×, still holds its text once the page has settled. The forms are the same at both
 * widths, so at desktop width.
 */
import { randomUUID } from 'node:crypto';
import { fulfilmentPanel, signedInStaff } from './support/admin';
import { expect, test } from './support/fixtures';
import { freshOrder } from './support/orders';
import { callAs } from './support/shopperApi';
import { newStaff, ownProduct } from './support/testDoors';
import { expectEntriesKept } from './support/typedText';

test.describe('typed text in the back office', { tag: '@desktop' }, () => {
  test('the sign-in form keeps email, password and code', async ({ page, request, slowCpu }) => {
    const member = await newStaff(request, 'staff');
    await slowCpu();
    await expectEntriesKept(page, '/admin/login', [
      { field: page.getByRole('textbox', { name: 'Email' }), text: member.email },
      { field: page.getByRole('textbox', { name: 'Password' }), text: member.password },
      { field: page.getByRole('textbox', { name: /^Code from your authenticator app/ }), text: '123456' },
    ]);
  });

  test('the password form keeps both passwords', async ({ page, slowCpu }) => {
    await slowCpu();
    await expectEntriesKept(page, '/admin/set-password#a-link-token', [
      { field: page.getByRole('textbox', { name: 'New password' }), text: 'Owner#Pass1' },
      { field: page.getByRole('textbox', { name: 'The same password again' }), text: 'Owner#Pass1' },
    ]);
  });

  test('the ship form keeps carrier, tracking number and link', async ({ page, request, slowCpu }) => {
    const { id } = await freshOrder(request, { lines: 1, status: 'P' });
    await signedInStaff(page);
    const f = fulfilmentPanel(page);
    await slowCpu();
    await expectEntriesKept(
      page,
      `/admin/orders/${id}`,
      [
        { field: f.ship.carrier, text: 'Delhivery' },
        { field: f.ship.trackingNumber, text: 'DL 4711' },
        { field: f.ship.trackingUrl, text: 'https://track.example/DL4711' },
      ],
      () => f.openShip.click(),
    );
  });

  test('the cancel form keeps the reason', async ({ page, request, slowCpu }) => {
    const { id } = await freshOrder(request, { lines: 1 });
    await signedInStaff(page);
    const f = fulfilmentPanel(page);
    await slowCpu();
    await expectEntriesKept(
      page,
      `/admin/orders/${id}`,
      [{ field: f.cancel.reason, text: 'The fabric came torn' }],
      () => f.openCancel.click(),
    );
  });

  test('the note keeps its text', async ({ page, request, slowCpu }) => {
    const { id } = await freshOrder(request, { lines: 1 });
    await signedInStaff(page);
    await slowCpu();
    await expectEntriesKept(page, `/admin/orders/${id}`, [
      { field: page.getByRole('textbox', { name: 'Note (staff only)' }), text: 'Gift wrap, please.' },
    ]);
  });

  test("a return's decline keeps the reason", async ({ page, request, slowCpu }) => {
    const { id, token, order } = await freshOrder(request, { lines: 1, status: 'D' });
    const line = order.fk_product_arr[0]!;
    await callAs(request, token, 'PUT', 'return', {
      order_id: id,
      fk_product: line.int_glcode,
      fk_variant: line.variants.int_glCode,
      return_text: 'Too long',
    });
    await signedInStaff(page);
    const returns = page.getByRole('region', { name: 'Returns' });
    await slowCpu();
    await expectEntriesKept(
      page,
      `/admin/orders/${id}`,
      [{ field: returns.getByRole('textbox'), text: 'It was worn' }],
      () => returns.getByRole('button', { name: 'Decline…' }).click(),
    );
  });

  test('the refund form keeps amount, way, reference and reason', async ({ page, request, slowCpu }) => {
    const { id } = await freshOrder(request, { lines: 1, status: 'D' });
    await signedInStaff(page, 'owner');
    const refund = page.getByRole('form', { name: 'Refund' });
    await slowCpu();
    await expectEntriesKept(page, `/admin/orders/${id}`, [
      { field: refund.getByRole('textbox', { name: 'Amount (₹)' }), text: '150.50' },
      { choice: refund.getByRole('radio', { name: 'Cash' }) },
      { field: refund.getByRole('textbox', { name: 'UPI or bank reference' }), text: 'Handed over at the shop' },
      { field: refund.getByRole('textbox', { name: 'Reason' }), text: 'Goodwill' },
    ]);
  });
  test("an answer to the inbox's message keeps its text", async ({ page, request, slowCpu }) => {
    const email = `writer-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await request.post('api/v1/contact', {
      data: { var_name: 'Meera', var_email: email, var_message: 'Do you ship to Pune?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await signedInStaff(page, 'staff');
    const inbox = await page.request.get('api/v1/admin/inbox');
    const message = ((await inbox.json()) as { data: { id: number; email: string }[] }).data.find(
      (m) => m.email === email,
    );
    await slowCpu();
    await expectEntriesKept(page, `/admin/inbox/${message!.id}`, [
      { field: page.getByRole('textbox', { name: 'Your answer' }), text: 'Yes, in 3 to 5 days.' },
    ]);
  });

  test("low stock's filters and a variant's new stock keep what was typed", async ({ page, request, slowCpu }) => {
    const product = await ownProduct(request, { stock: 1 });
    const detail = await request.get(`api/v1/products/${product.slug}`);
    const title = ((await detail.json()) as { data: { var_title: string } }).data.var_title;
    await signedInStaff(page, 'staff');
    const low = await page.request.get(`api/v1/admin/stock/low?q=${encodeURIComponent(title)}`);
    const sku = ((await low.json()) as { data: { variant_id: number; sku: string }[] }).data.find(
      (variant) => variant.variant_id === product.variant_id,
    )!.sku;
    await slowCpu();
    await expectEntriesKept(page, `/admin/stock?q=${encodeURIComponent(title)}`, [
      { field: page.getByRole('spinbutton', { name: 'Units or fewer' }), text: '2' },
      { field: page.getByRole('searchbox', { name: 'SKU or product' }), text: 'Test Piece' },
      { field: page.getByRole('spinbutton', { name: `New stock for ${sku}` }), text: '40' },
    ]);
  });

  test("the product editor keeps every field, the products' filters their search, the bulk bar its figure", async ({
    page,
    request,
    slowCpu,
  }) => {
    const product = await ownProduct(request, { stock: 3 });
    await signedInStaff(page, 'staff');
    await slowCpu();
    await expectEntriesKept(page, '/admin/products', [
      { field: page.getByRole('searchbox', { name: 'Title, handle or SKU' }), text: 'kurta' },
    ]);
    // The bulk bar's figure, shown once a price change is chosen.
    await expectEntriesKept(
      page,
      `/admin/products?q=${encodeURIComponent(product.slug)}`,
      [{ field: page.getByRole('textbox', { name: 'Figure' }), text: '12.5' }],
      async () => {
        await page.getByRole('combobox', { name: 'With the selected' }).selectOption('price');
      },
    );
    const price = page.getByRole('textbox', { name: /^Price of / }).first();
    await expectEntriesKept(page, `/admin/products/${product.product_id}`, [
      { field: page.getByRole('textbox', { name: 'Title', exact: true }), text: 'Rust kurta' },
      { field: page.getByRole('textbox', { name: 'Description', exact: true }), text: 'Block printed.' },
      { field: page.getByRole('textbox', { name: 'Brand' }), text: 'Statefront' },
      { field: page.getByRole('textbox', { name: 'Tags' }), text: 'cotton, summer' },
      { field: page.getByRole('textbox', { name: 'Top category' }), text: 'Ethnic Wear' },
      { field: page.getByRole('textbox', { name: 'Sub-category', exact: true }), text: 'Kurtas' },
      { field: page.getByRole('textbox', { name: 'Option 1' }), text: 'Colour' },
      { field: page.getByRole('textbox', { name: /^SKU of / }).first(), text: 'RUST-1' },
      { field: price, text: '1299.50' },
      { field: page.getByRole('textbox', { name: /^Compare-at price of / }).first(), text: '1599' },
      { field: page.getByRole('textbox', { name: /^Stock of / }).first(), text: '12' },
      { field: page.getByRole('textbox', { name: 'SEO title' }), text: 'Rust kurta | Statefront' },
      { field: page.getByRole('textbox', { name: 'SEO description' }), text: 'A rust kurta.' },
      { field: page.getByRole('textbox', { name: 'HSN code' }), text: '6204' },
    ]);
  });

  test("the new product's form keeps its handle, title and first variant", async ({ page, slowCpu }) => {
    await signedInStaff(page, 'staff');
    await slowCpu();
    await expectEntriesKept(page, '/admin/products/new', [
      { field: page.getByRole('textbox', { name: 'Handle' }), text: 'rust-kurta' },
      { field: page.getByRole('textbox', { name: 'Title', exact: true }), text: 'Rust kurta' },
      { field: page.getByRole('textbox', { name: 'Top category' }), text: 'Ethnic Wear' },
      { field: page.getByRole('textbox', { name: 'SKU of Variant 1', exact: true }), text: 'RUST-1' },
      { field: page.getByRole('textbox', { name: 'Price of Variant 1', exact: true }), text: '1299.50' },
    ]);
  });

  test('the new coupon form keeps every field', async ({ page, slowCpu }) => {
    await signedInStaff(page, 'owner');
    await slowCpu();
    const form = page.getByRole('form', { name: 'New coupon' });
    await expectEntriesKept(page, '/admin/coupons', [
      { field: form.getByLabel('Code'), text: 'DIWALI500' },
      { field: form.getByLabel('Percent off'), text: '15' },
      { field: form.getByLabel('At most (₹, optional)'), text: '500' },
      { field: form.getByLabel('Minimum order (₹)'), text: '2999' },
      { field: form.getByLabel('First day'), text: '2026-12-01' },
      { field: form.getByLabel('Last day'), text: '2026-12-15' },
      { field: form.getByLabel('Uses in all (empty: no limit)'), text: '100' },
      { field: form.getByLabel('Uses per shopper (empty: no limit)'), text: '2' },
      { choice: form.getByRole('checkbox', { name: 'First orders only' }) },
    ]);
  });

  test("a new category's name and a category's editor keep what was typed", async ({ page, slowCpu }) => {
    await signedInStaff(page, 'staff');
    const made = await page.request.post('api/v1/admin/categories', {
      data: { parent_id: null, title: `Typed ${randomUUID().slice(0, 6)}` },
    });
    const { data } = (await made.json()) as { data: { title: string } };
    const editor = page.getByRole('form', { name: `Edit ${data.title}` });
    await slowCpu();
    await expectEntriesKept(
      page,
      '/admin/categories',
      [
        {
          field: page.getByRole('form', { name: 'Add a top category' }).getByLabel('Name', { exact: true }),
          text: 'Festive wear',
        },
        { field: editor.getByLabel('Name', { exact: true }), text: 'Festive sarees' },
        { field: editor.getByLabel(/^Link name/), text: 'festive-sarees' },
      ],
      () => page.getByRole('group', { name: data.title, exact: true }).getByRole('button', { name: 'Edit' }).click(),
    );
  });

  test("the customers' search and her erasure's confirmation keep what was typed", async ({
    page,
    request,
    slowCpu,
  }) => {
    const email = `typed-${randomUUID().slice(0, 8)}@example.com`;
    const mobile = `7${String(Date.now()).slice(-9)}`;
    const signedUp = await request.post('api/v1/user', {
      data: { var_email: email, var_password: 'Kurta#2026', var_mobile_no: mobile, var_name: 'Asha', last_name: '' },
    });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    await signedInStaff(page, 'owner');
    const found = await page.request.get(`api/v1/admin/customers?q=${encodeURIComponent(email)}`);
    const id = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
    await slowCpu();
    await expectEntriesKept(page, '/admin/customers', [
      { field: page.getByRole('searchbox', { name: 'Search by email, name or phone' }), text: 'Asha' },
    ]);
    await expectEntriesKept(page, `/admin/customers/${id}`, [
      { field: page.getByRole('textbox', { name: /^Type her email to confirm/ }), text: 'not-yet@example.com' },
    ]);
  });

  test("the shop's settings keep name, copyright, a link and a page", async ({ page, slowCpu }) => {
    await signedInStaff(page, 'owner');
    await slowCpu();
    await expectEntriesKept(page, '/admin/settings', [
      { field: page.getByRole('textbox', { name: 'Shop name' }), text: 'Rangoli House' },
      { field: page.getByRole('textbox', { name: 'Copyright line' }), text: '© Rangoli House' },
      { field: page.getByRole('textbox', { name: 'Instagram' }), text: 'https://instagram.com/rangoli' },
      { field: page.getByRole('textbox', { name: 'About page', exact: true }), text: 'Block prints from Jaipur.' },
    ]);
  });

  test("a mail's wording keeps its subject and opening paragraph", async ({ page, slowCpu }) => {
    await signedInStaff(page, 'staff');
    await slowCpu();
    await expectEntriesKept(page, '/admin/mails/templates?kind=order-shipped', [
      { field: page.getByRole('textbox', { name: 'Subject' }), text: 'On its way: {order}' },
      { field: page.getByRole('textbox', { name: 'Opening paragraph' }), text: '{name}, your order left us today.' },
    ]);
  });
});
