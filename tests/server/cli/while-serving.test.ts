/**
 * The operator's commands while the shop runs on the embedded database (decision 0049): the server holds DATA_DIR,
 * so `npm run shop` hands each command to it over DATA_DIR/shop.sock and prints what it says, exit code included.
 */
import { execFile } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { channelPath } from '#server/cli/channel';
import { csvOf, productRow } from '#tests/support/own-shop';
import { seededDataDir } from '#tests/support/seeded-database';
import { shopProcess } from '#tests/support/shop-process';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let remove = () => {};
let server: ServerProcess;

beforeAll(async () => {
  ({ dataDir, remove } = await seededDataDir());
  server = await spawnServer({
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_READS: '0' },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  remove();
});

async function shop(...args: string[]) {
  try {
    const { stdout, stderr } = await execFileAsync(...shopProcess(...args), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const product = async (slug: string) =>
  ((await (await fetch(`${server.url}/api/v1/products/${slug}`)).json()) as { data: Record<string, unknown> }).data;

describe('npm run shop while the server runs on DATA_DIR', () => {
  it('hands the command to the server, on a socket only its user can open, and prints its answer', async () => {
    expect(statSync(channelPath(dataDir)).mode & 0o777).toBe(0o600);
    const orders = await shop('orders');
    expect(orders.code, orders.stderr).toBe(0);
    expect(orders.stdout).toMatch(/^id\s+number\s+user\s+status\s+total$/m);
  }, 90_000);

  it("imports a file named from the command's folder, seen by the server at once; stock and a refusal too", async () => {
    const file = path.join(dataDir, '..', `while-serving-${process.pid}.csv`);
    writeFileSync(
      file,
      csvOf([productRow('served-kurta', { Title: 'Served Kurta', 'Variant SKU': 'served-kurta-1' })]),
    );
    const imported = await shop('import', path.relative(root, file)).finally(() => rmSync(file, { force: true }));
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Products: 1 new');
    expect((await product('served-kurta')).var_title).toBe('Served Kurta');

    const stocked = await shop('stock', 'served-kurta-1', '9');
    expect(stocked.stdout.trim()).toBe('Variant served-kurta-1: stock 5 → 9');
    const refused = await shop('stock', 'no-such-sku', '3');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/no-such-sku/);
  }, 90_000);
});
