/**
 * An emptied shop made the owner's: `reset --empty`, an import of her own products and her settings, served by a
 * server of this file's own. Nothing of the demo shows at either width: her name is the title, her categories are
 * the home tiles and the mobile menu, and the footer says only what she wrote.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { builtStorefront } from '#scripts/e2e-build';
import { ensureSeededTemplate, scratchDir } from '#scripts/seeded-template';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { openDatabase, type Database } from '#server/db/connect';
import { buildAppWithContext } from '#server/http/app';
import { emptyShop } from '#server/seed';
import { applySettings } from '#server/shop-settings/shop-settings';
import { csvOf, productRow } from '#tests/support/own-shop';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { widthTags } from './support/tier';

const NAME = 'Casa Verde';
let dir: string;
let database: Database;
let app: FastifyInstance;
let url: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(scratchDir(), 'statefront-own-shop-e2e-'));
  const dataDir = path.join(dir, 'data');
  cpSync(await ensureSeededTemplate(), dataDir, { recursive: true });
  database = await openDatabase({ dataDir });
  await emptyShop(database.db);
  const csv = path.join(dir, 'casa-verde.csv');
  writeFileSync(
    csv,
    csvOf([
      productRow('black-armchair', { Title: 'Black Armchair', Type: 'Indoor', Vendor: NAME, 'Variant Price': '18000' }),
      productRow('terracotta-pot', { Title: 'Terracotta Pot', Type: 'Garden > Pots', Vendor: NAME }),
    ]),
  );
  const mediaDir = path.join(dataDir, 'media');
  expect((await importCatalog(database.db, { file: csv, mediaDir })).written).toBe(true);
  const settings = path.join(dir, 'settings.yaml');
  writeFileSync(settings, `site_name: ${NAME}\nmeta_description: Furniture and pots from our workshop.\n`);
  await applySettings(database.db, { file: settings, mediaDir });
  ({ app } = await buildAppWithContext({
    ctx: { db: database.db },
    config: { basePath: '/', rateLimitReads: 0, dataDir, mediaDir },
    distDir: builtStorefront(),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

// The tab stays on this server's last page after the file's tests, and Chromium keeps its connections open: node's
// close then waited, in three runs of four, 18 to 23 s for them, with no request on any. The tests are done by now.
test.afterAll(async () => {
  const closing = app?.close();
  app?.server.closeAllConnections();
  await closing;
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const DEMO = /Statefront|Jaipur|Ethnic Wear|wedding edit|women’s fashion/;

test(`an emptied shop with her import and settings shows nothing of the demo ${widthTags.both}`, async ({
  page,
}, testInfo) => {
  await page.goto(`${url}/`);
  await expect(page).toHaveTitle(NAME);
  const tiles = page.getByRole('main').getByRole('link', { name: /^(Indoor|Garden)$/ });
  await expect(tiles).toHaveCount(2);
  await expect(
    page.getByRole('heading', { name: 'Black Armchair' }).or(page.getByText('Black Armchair')),
  ).not.toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(DEMO);
  await expect(page.getByRole('contentinfo')).toContainText('Furniture and pots from our workshop.');
  await expectNoA11yViolations(page);

  if (testInfo.project.name.includes('mobile')) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Indoor' })).toHaveAttribute('href', '/shop/indoor');
    await expect(drawer.getByRole('link', { name: 'Garden' })).toHaveAttribute('href', '/shop/garden');
    await drawer.getByRole('link', { name: 'Indoor' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Indoor' }).click();
  }
  await expect(page).toHaveURL(/\/shop\/indoor$/);
  await expect(page.getByText('Black Armchair').first()).toBeVisible();
  await page.getByText('Black Armchair').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Black Armchair' })).toBeVisible();
  // A one-word Type is one level: Home > Indoor > Black Armchair.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Indoor',
    'Black Armchair',
  ]);
  await expect(page.locator('body')).not.toContainText(DEMO);
});
