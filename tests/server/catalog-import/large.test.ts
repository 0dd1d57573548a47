/**
 * A 200 MB file: the import reads it as a stream, so its memory does not grow with the file
 * (decision 0037). The command runs as an operator runs it, in a process of its own, once on
 * 20 MB and once on 200 MB of the same rows, each with a JavaScript heap of HEAP_MB, far
 * less than the file: an import that held the file, or its rows, would run out of memory.
 * The two runs' peak resident memory is printed. The first product is wrong (its price), so
 * the run is a read and a check of every row, with nothing written, as a bad 200 MB file
 * is: the report names the row.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, productRow } from '#tests/support/own-shop';
import { seededDataDir } from '#tests/support/seeded-database';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
// On disk, not in /dev/shm: 220 MB of memory for a file would blur what is measured.
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-large-import-'));
let dataDir: string;
let remove = () => {};
beforeAll(async () => {
  ({ dataDir, remove } = await seededDataDir());
});
afterAll(() => {
  remove();
  rmSync(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
/** The heap each run gets: what a run keeps is a handle and a SKU a product (about 100 bytes each, 100 000 products in 200 MB). */
const HEAP_MB = 96;
/** A description of about 1.8 kB: a product row of Shopify's is mostly its Body (HTML). */
const body = `<p>${'Hand block-printed cotton, pre-washed and cut long, with side slits and a straight hem. '.repeat(20)}</p>`;

/** A file of about `megabytes` MB: one product a row, the first with a price that is no price. */
async function write(name: string, megabytes: number): Promise<string> {
  const file = path.join(dir, name);
  const out = createWriteStream(file);
  out.write(csvOf([productRow('large-0', { 'Variant Price': 'abc', 'Body (HTML)': body })]));
  let written = 0;
  for (let n = 1; written < megabytes * MB; n += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => productRow(`large-${n + i}`, { 'Body (HTML)': body }));
    const text = csvOf(rows).slice(csvOf([]).length);
    written += text.length;
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return file;
}

async function dryRun(file: string): Promise<{ code: number; stderr: string; maxRssMb: number }> {
  const run = await execFileAsync(
    process.execPath,
    [
      `--max-old-space-size=${HEAP_MB}`,
      '--import',
      'tsx',
      '--import',
      './scripts/max-rss.mjs',
      'server/cli/main.ts',
      'import',
      file,
      '--dry-run',
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, MEDIA_DIR: path.join(dir, 'media') },
      timeout: 300_000,
      maxBuffer: 16 * MB,
    },
  ).then(
    (done) => ({ code: 0, stderr: done.stderr }),
    (error: { code?: number; stderr?: string }) => ({ code: error.code ?? -1, stderr: error.stderr ?? '' }),
  );
  const rss = /max-rss-kb=(\d+)/.exec(run.stderr);
  return { ...run, maxRssMb: Number(rss?.[1]) / 1024 };
}

describe('a 200 MB file', () => {
  it(`is read as a stream in a ${HEAP_MB} MB heap: its report names the bad row and nothing is written`, async () => {
    const small = await dryRun(await write('20mb.csv', 20));
    const large = await dryRun(await write('200mb.csv', 200));
    for (const run of [small, large]) {
      expect(run.stderr).not.toContain('heap out of memory');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('line 2, Variant Price: "abc" is not a price');
      expect(run.stderr).toContain('Nothing was written: 1 error to fix first.');
    }
    console.log(
      `a 200 MB import read in a ${HEAP_MB} MB heap: peak RSS ${small.maxRssMb.toFixed(0)} MB on ` +
        `20 MB, ${large.maxRssMb.toFixed(0)} MB on 200 MB`,
    );
  }, 600_000);
});
