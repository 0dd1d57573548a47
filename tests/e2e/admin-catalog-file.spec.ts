/**
 * The catalog file from the back office (issue 54), walked at desktop width: a file that is neither CSV nor zip refused
 * before it is sent; a CSV checked, its report read, checked again with one of the command's options (its photo's web
 * address left out), imported as checked, and the new product on the storefront; the catalog downloaded under its day's name. axe finds nothing at 1280 and at 390 px. The server's rules (a dry run writes
 * nothing, only the checked bytes import, too large refused, the zip) are tests/server/admin/catalog-file.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';

test('a catalog file is checked, imported and shown on the storefront; the catalog downloads', {
  tag: '@desktop',
}, async ({ page }) => {
  const handle = `upload-${randomUUID().slice(0, 8)}`;
  const csv = [
    // Described, as every product the tests make is: a test reading the newest product's description may meet this one.
    'Handle,Title,Body (HTML),Vendor,Type,Variant SKU,Variant Inventory Qty,Variant Price,HSN,Image Src',
    `${handle},Kurta ${handle},<p>Block printed cotton.</p>,Aarohi,Ethnic Wear > Kurtas & Suits > Straight Kurtas,${handle}-sku,4,1450.00,6204,https://photos.example.test/${handle}.jpg`,
  ].join('\n');
  await signedInStaff(page, 'staff');
  await page.goto('admin/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog file' })).toBeVisible();
  const file = page.getByLabel('Catalog file (CSV or zip)');

  await file.setInputFiles({ name: 'prices.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toHaveText(
    'prices.xlsx is neither a CSV nor a zip: the shop takes a .csv or a .zip file.',
  );
  await expect(page.getByRole('button', { name: 'Check the file' })).toHaveCount(0);

  await file.setInputFiles({ name: `${handle}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const report = page.getByText(`Dry run of ${handle}.csv (read as UTF-8)`);
  await expect(report).toContainText('Products: 1 would be new, 0 would be updated, 0 unchanged');
  await expect(report).toContainText('1 would be fetched from the web after the import');
  // The report is for the options it was asked with: they change only with the report set aside.
  const leaveOut = page.getByLabel(
    'Leave out the photos given as web addresses, instead of fetching them after the import',
  );
  await expect(leaveOut).toBeDisabled();
  await page.getByRole('button', { name: 'Change how to import it' }).click();
  await expect(report).toHaveCount(0);
  await leaveOut.check();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(report).toContainText('1 web address left out (--no-photos)');
  await expectScreenAtBothWidths(page, 'catalog-file');
  await page.getByRole('button', { name: 'Import it', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('The catalog is imported; the shop shows it now.');
  await expect(page.getByText(`Import of ${handle}.csv`)).toContainText('Products: 1 new');
  await expect(page.getByText(`Import of ${handle}.csv`)).toContainText('1 web address left out (--no-photos)');

  const shop = await page.context().newPage();
  await shop.goto(`product/${handle}`);
  await expect(shop.getByRole('heading', { level: 1, name: `Kurta ${handle}` })).toBeVisible();
  await expect(shop.getByText('₹1,450').first()).toBeVisible();
  await shop.close();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the catalog' }).click();
  expect((await download).suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectScreenAtBothWidths(page);
});
