/**
 * The catalog in the back office (issue 54), at both widths: a product found by its title, its price changed and a
 * photo added, previewed as the shop's own product page before saving (nothing saved by it), and the storefront's
 * first page after the save showing both; a price the shop cannot read refused on its field in the
 * import's words, what was typed kept; a save over someone else's refused, with what they changed shown and what was
 * typed kept; a file that is not a photo refused before it is sent; a product unpublished from the list, after a
 * confirm that says what will happen, is not found on the storefront until published again; a new product previewed,
 * refused a handle another product holds, and added as a draft. axe finds nothing on the list, the editor, the
 * preview or the new product's form.
 */
import type { FrameLocator, Page } from '@playwright/test';
import sharp from 'sharp';
import { probesBlockedInSandbox, test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';
import { ownProduct } from './support/testDoors';

type Editor = {
  data: { id: number; version: string; title: string; options: string[]; variants: { price: number; sku: string }[] };
};

async function openEditor(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  await signedInStaff(page, 'staff');
  const own = await ownProduct(request, { stock: 6 });
  const opened = (await (await page.request.get(`api/v1/admin/products/${own.product_id}`)).json()) as Editor;
  await page.goto(`admin/products?q=${encodeURIComponent(opened.data.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('1 product, newest first.')).toBeVisible();
  return { own, opened: opened.data };
}

test.describe('the catalog in the back office', { tag: '@desktop' }, () => {
  test('a new price and photo are previewed, and show on the storefront at once once saved', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(probesBlockedInSandbox);
    const { own, opened } = await openEditor(page, request);
    await expectScreenAtBothWidths(page, 'products');
    await page.getByRole('link', { name: opened.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();

    // Every variant's price: the storefront's page looks up its first option's first value as it opens (product §4),
    // which need not be the default variant, and shows that one's price once the lookup answers.
    for (const price of await page.getByRole('textbox', { name: /^Price of / }).all()) await price.fill('1234.50');
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8a2be2' } })
      .png()
      .toBuffer();
    await page.getByLabel('Choose photos').setInputFiles({ name: 'violet.png', mimeType: 'image/png', buffer: photo });
    // Its own photos are each variant's: the one added is the one every variant shows.
    const photos = page.getByRole('region', { name: 'Photos' }).getByRole('listitem');
    const added = photos.filter({ hasText: 'For every variant' }).getByRole('img');
    await expect(added).toHaveAttribute('src', /\/media\/photos\/[0-9a-f]{32}\.png$/);
    const url = new URL((await added.getAttribute('src'))!, page.url()).pathname;
    const hash = url.slice(url.lastIndexOf('/') + 1, -'.png'.length);
    const shown = (where: Page | FrameLocator) => where.locator(`img[src*="${hash}"], img[srcset*="${hash}"]`).first();
    await expectScreenAtBothWidths(page, 'product');

    // Previewed before it is saved: the shop's own product page, drawn from what is typed, its photo loaded.
    const previewButton = page.getByRole('button', { name: 'Preview' });
    await previewButton.click();
    const preview = page.getByRole('dialog', { name: `Preview: ${opened.title}, as shoppers will see it once saved` });
    const drawn = preview.frameLocator('iframe');
    await expect(drawn.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
    await expect(drawn.getByText('₹1,234.50').first()).toBeVisible();
    // A still picture: nothing of the page's own would run, were the sandbox to allow it.
    await expect(drawn.locator('script:not([type="application/json"]), link[rel="modulepreload"]')).toHaveCount(0);
    await expect.poll(() => shown(drawn).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectScreenAtBothWidths(page, 'product-preview');
    await preview.getByRole('button', { name: 'Phone' }).click();
    await expect(preview.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect((await preview.locator('iframe').boundingBox())!.width).toBeLessThanOrEqual(390);
    await preview.getByRole('button', { name: 'Close the preview' }).click();
    await expect(previewButton).toBeFocused();
    // Nothing was saved by it.
    const unsaved = (await (await page.request.get(`api/v1/products/${own.slug}`)).json()) as {
      data: { default_variant: { selling_price: number } };
    };
    expect(unsaved.data.default_variant.selling_price).not.toBe(1234.5);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} is saved; the shop shows it now.`);

    // The first page drawn after the save shows both: the save forgot every cached answer before it answered (a
    // product page does not poll, so a stale answer here would never turn).
    const shop = await page.context().newPage();
    // Read once the page's own first lookup has answered: the price it settles on, not only the first one drawn.
    const looked = shop.waitForResponse((response) => response.url().endsWith('/api/v1/variant'));
    await shop.goto(`product/${own.slug}`);
    await looked;
    await expect(shop.getByText('₹1,234.50').first()).toBeVisible();
    await expect(shown(shop)).toBeAttached();
  });
});

// The editor's own behaviour, the same at both widths: at desktop width (the test above draws the editor at both).
test.describe('the product editor', { tag: '@desktop' }, () => {
  test('a problem stays on its field, and a save over another is shown what changed', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // A price the shop cannot read (400) and a save over another's (409): refusals the test makes on purpose.
    consoleErrors.allow(/status of (400|409)/);
    const { opened } = await openEditor(page, request);
    await page.getByRole('link', { name: opened.title }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(opened.title);

    // Not a picture: refused before it is sent.
    await page
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByRole('alert')).toHaveText(
      'notes.txt is not a photo the shop takes: send a JPEG, PNG or WebP.',
    );

    const price = page.getByRole('textbox', { name: /^Price of / }).first();
    await price.fill('12,99');
    await title.fill(`${opened.title} in rust`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(price).toHaveAccessibleDescription('"12,99" is not a price (write it as 1299 or 1299.50)');
    await expect(price).toHaveValue('12,99');
    await expect(title).toHaveValue(`${opened.title} in rust`);
    await expectScreenAtBothWidths(page);

    // Someone else saves first, a new description.
    const theirs = (await (await page.request.get(`api/v1/admin/products/${opened.id}`)).json()) as {
      data: Record<string, unknown> & { variants: Record<string, unknown>[]; hsn: string | null };
    };
    const { id: _id, slug: _slug, version, ...product } = theirs.data;
    const put = await page.request.put(`api/v1/admin/products/${opened.id}`, {
      data: {
        version,
        product: {
          ...product,
          description_html: '<p>Now in rust.</p>',
          hsn: theirs.data.hsn ?? '',
          variants: theirs.data.variants.map(({ id: _v, price, compare_at, stock, ...variant }) => ({
            ...variant,
            price: String(price),
            compare_at: compare_at === null ? '' : String(compare_at),
            stock: String(stock),
            stock_read: stock,
          })),
        },
      },
    });
    expect(put.ok(), await put.text()).toBe(true);

    await price.fill('1299');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Someone saved/ })).toHaveText(
      'Someone saved this product since you opened it. Nothing was saved: see what changed, then save again.',
    );
    await expect(page.getByText('Changed since you opened it: Description.')).toBeVisible();
    await expect(title).toHaveValue(`${opened.title} in rust`);
    await expectScreenAtBothWidths(page);

    // Saved again, over theirs, once read.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} in rust is saved; the shop shows it now.`);

    // A variant added, moved up one and saved; then removed and saved.
    const variantsNow = async () =>
      ((await (await page.request.get(`api/v1/admin/products/${opened.id}`)).json()) as Editor).data.variants;
    const count = (await variantsNow()).length;
    await page.getByRole('button', { name: 'Add a variant' }).click();
    const fresh = `Variant ${count + 1}`;
    const sku = `TEAL-${opened.id}`;
    await page.getByRole('textbox', { name: `SKU of ${fresh}`, exact: true }).fill(sku);
    await page.getByRole('textbox', { name: `Price of ${fresh}`, exact: true }).fill('999');
    await page.getByRole('textbox', { name: `Stock of ${fresh}`, exact: true }).fill('3');
    // The copied product's options are Colour and Size; the variant is named by its values as they are typed.
    await page.getByRole('textbox', { name: `Colour of ${fresh}`, exact: true }).fill('Teal');
    await page.getByRole('textbox', { name: 'Size of Teal', exact: true }).fill('XL');
    await page.getByRole('button', { name: 'Move Teal / XL up' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} in rust is saved; the shop shows it now.`);
    const added = await variantsNow();
    expect(added.map((variant) => variant.sku).slice(-2)).toEqual([sku, expect.any(String)]);
    await page.getByRole('button', { name: 'Remove Teal / XL' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} in rust is saved; the shop shows it now.`);
    expect((await variantsNow()).map((variant) => variant.sku)).not.toContain(sku);

    // An option added, given a value on every variant and saved; then removed with its values, and saved.
    const optionsNow = async () =>
      ((await (await page.request.get(`api/v1/admin/products/${opened.id}`)).json()) as Editor).data.options;
    const before = await optionsNow();
    await page.getByRole('button', { name: 'Add an option' }).click();
    const third = page.getByRole('textbox', { name: `Option ${before.length + 1}`, exact: true });
    await expect(third).toBeFocused();
    await third.fill('Fabric');
    const fabrics = page.getByRole('textbox', { name: /^Fabric of / });
    await expect(fabrics).toHaveCount(count);
    for (const cell of await fabrics.all()) await cell.fill('Cotton');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} in rust is saved; the shop shows it now.`);
    expect(await optionsNow()).toEqual([...before, 'Fabric']);
    await page.getByRole('button', { name: 'Remove the option Fabric' }).click();
    await expect(page.getByRole('button', { name: 'Add an option' })).toBeFocused();
    await expect(fabrics).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} in rust is saved; the shop shows it now.`);
    expect(await optionsNow()).toEqual(before);

    // The description written with the toolbar, then read as HTML: what the shop keeps is that HTML, as it is.
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting of Description' });
    await description.fill('Hand block printed');
    await description.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await description.press('End');
    await description.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await description.pressSequentially('Cotton');
    await description.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await toolbar.getByRole('textbox', { name: 'Link address' }).fill('https://example.com/cotton');
    await toolbar.getByRole('button', { name: 'Set the link' }).click();
    await page.getByRole('button', { name: 'Edit the HTML of Description' }).click();
    const written = await page.getByRole('textbox', { name: 'Description (HTML)' }).inputValue();
    expect(written).toBe(
      '<p><strong>Hand block printed</strong></p><ul><li><p><a href="https://example.com/cotton">Cotton</a></p></li></ul>',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`${opened.title} in rust is saved; the shop shows it now.`);
    const kept = (await (await page.request.get(`api/v1/admin/products/${opened.id}`)).json()) as {
      data: { description_html: string };
    };
    expect(kept.data.description_html).toBe(written);
  });
});

// Drafts from the list (decision 0066): the storefront's rules are the server tests'; this walks the screen's path.
test.describe('drafts from the products list', { tag: '@desktop' }, () => {
  test('a product unpublished from the list is not found on the storefront until published again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The draft's page, asked for on purpose.
    consoleErrors.allow(/status of 404/);
    const { own, opened } = await openEditor(page, request);
    await page.getByRole('checkbox', { name: `Select ${opened.title}` }).check();
    await page.getByRole('combobox', { name: 'With the selected' }).selectOption('unpublish');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText('Unpublish 1 product, kept as drafts?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toHaveText(
      'Unpublished 1 product, kept as drafts.',
    );
    await expect(page.getByRole('row', { name: new RegExp(opened.title) })).toContainText('Draft');

    const shop = await page.context().newPage();
    await shop.goto(`product/${own.slug}`);
    await expect(shop.getByText('Product not found', { exact: true }).last()).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select every product on this page' }).check();
    await page.getByRole('combobox', { name: 'With the selected' }).selectOption('publish');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toHaveText('Published 1 product.');
    await shop.reload();
    await expect(shop.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
  });
});

// A product added from the back office: the editor's fields are the editor's tests'; this walks the new screen's path.
test.describe('a new product', { tag: '@desktop' }, () => {
  test('is previewed, refused a handle another holds, and added as a draft to edit', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // A handle another product holds: a refusal the test makes on purpose.
    consoleErrors.allow(/status of 409/);
    consoleErrors.allow(probesBlockedInSandbox);
    await signedInStaff(page, 'staff');
    const taken = await ownProduct(request, { stock: 2 });
    await page.goto('admin/products');
    await page.getByRole('link', { name: 'Add a product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await expectScreenAtBothWidths(page, 'new-product');

    const title = `Ajrakh dupatta ${Date.now()}`;
    const handle = page.getByRole('textbox', { name: 'Handle' });
    await handle.fill(taken.slug);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Top category' }).fill('Ethnic Wear');
    await page.getByRole('textbox', { name: 'Sub-category', exact: true }).fill('Dupattas');
    await page.getByRole('textbox', { name: 'SKU of Variant 1', exact: true }).fill(`AJRAKH-${Date.now()}`);
    await page.getByRole('textbox', { name: 'Price of Variant 1', exact: true }).fill('1499');
    await page.getByRole('textbox', { name: 'Stock of Variant 1', exact: true }).fill('5');
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#1f4e79' } })
      .png()
      .toBuffer();
    await page.getByLabel('Choose photos').setInputFiles({ name: 'indigo.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(1);

    // The handle is another product's: said beside it, what was typed kept.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(handle).toHaveAccessibleDescription('A product already has this handle: choose another.');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

    const slug = `ajrakh-dupatta-${Date.now()}`;
    await handle.fill(slug);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${title}, as shoppers will see it once saved` });
    await expect(preview.frameLocator('iframe').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText(`/product/${slug}`)).toBeVisible();
    await preview.getByRole('button', { name: 'Close the preview' }).click();

    await page.getByRole('button', { name: 'Add the product' }).click();
    await expect(page.getByRole('status')).toHaveText(`${title} is added; the shop shows it now.`);
    await expect(handle).toHaveValue('');
    // A draft until it is published: no link to the shop's page yet, which no shopper would find.
    await expect(page.getByRole('link', { name: 'See it in the shop' })).toHaveCount(0);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  });
});
