/**
 * The catalog's commands as an operator runs them (`npm run shop -- import …`): the report on
 * stdout and exit 0 for a good file, on stderr and exit 1 for a bad one; flags a command
 * does not take are refused before anything is opened.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '#server/cli/main';
import { writeCatalogFixtures } from '#scripts/catalog-fixture';
import { scratchDir } from '#scripts/seeded-template';
import { seededDataDir } from '#tests/support/seeded-database';
import { shopProcess } from '#tests/support/shop-process';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(scratchDir(), 'statefront-cli-catalog-'));
let dataDir: string;
let remove = () => {};
beforeAll(async () => {
  ({ dataDir, remove } = await seededDataDir());
  await writeCatalogFixtures(dir);
});
afterAll(() => {
  remove();
  rmSync(dir, { recursive: true, force: true });
});

async function shop(args: string[]) {
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, MEDIA_DIR: path.join(dir, 'media') };
  return execFileAsync(...shopProcess(...args), {
    cwd: root,
    env,
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

describe('npm run shop -- import', () => {
  it('dry-runs a good file: the report on stdout, exit 0', async () => {
    const good = await shop(['import', path.join(dir, 'shop.csv'), '--dry-run']);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain(
      'Products: 4 would be new, 0 would be updated, 0 unchanged; 1 draft, not shown to shoppers',
    );
    expect(good.stdout).toContain('Nothing was written (--dry-run).');
  }, 120_000);

  it('dry-runs a bad file: every problem on stderr, exit 1', async () => {
    const bad = await shop(['import', path.join(dir, 'bad.csv'), '--dry-run']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      '11 errors:\n  line 3, Title: "Silk Saree" differs from "Cotton Saree" on line 2: one Handle is one product',
    );
    expect(bad.stderr).toContain('Nothing was written: 11 errors to fix first.');
  }, 120_000);

  it('refuses a flag the command does not take, or a file too many, before opening anything', async () => {
    const opened: string[] = [];
    const open = () => {
      opened.push('opened');
      throw new Error('not to be opened');
    };
    await expect(run(['import', 'a.csv', '--force'], { open })).rejects.toThrow(
      '"import" takes --dry-run, --prune, --set-stock, --no-photos, --allow-private-hosts, not --force.',
    );
    await expect(run(['export', 'a.csv', 'b.csv'], { open })).rejects.toThrow(
      '"export" takes one file, not 2: a.csv b.csv',
    );
    await expect(run(['import'], { open })).rejects.toThrow('Which file? npm run shop -- import <file.csv>');
    await expect(run(['settings'], { open })).rejects.toThrow(
      'settings <file.yaml|json> sets the settings; settings --print writes them.',
    );
    expect(opened).toEqual([]);
  });
});
