/**
 * The import never sends a statement on a client that is still running one (issue 50):
 * node-postgres queues it and prints its deprecation warning "client is already executing a
 * query", and pg@9 will refuse it. The cause was the import's own overlap inside its one
 * transaction (photos kept while the product before was written; a product's tags and
 * options made at once). The warning is printed once per process, so the import runs as the
 * operator runs it, a process of its own, and what it prints is read.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixturePhotos } from '#scripts/catalog-fixture';
import { csvOf, productRow } from '#tests/support/own-shop';
import { databaseUrl } from '../pg-server';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-pg-one-query-'));

beforeAll(() => makeFixturePhotos(dir), 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run shop -- import <file>` as a process of its own: its exit code and everything it printed. */
async function shopImport(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = ['--trace-deprecation', '--import', 'tsx', 'server/cli/main.ts', 'import', file];
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, args, {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl(), MEDIA_DIR: path.join(dir, 'media') },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('an import on PostgreSQL', () => {
  it('sends one statement at a time on its client: no "already executing a query" warning', async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    // New tags, new options and photos, several products: whatever the writer makes, it makes in turn.
    const photos = ['photos/kurta-navy.jpg', 'photos/kurta-mustard.jpg', 'photos/tote.png', 'photos/dupatta.webp'];
    // And photos the shop has never kept: this run's own colours.
    for (const n of [0, 1]) {
      const name = `photos/${word}-${n}.png`;
      const colour = { r: Math.floor(Math.random() * 256), g: n * 100, b: 77 };
      await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toFile(path.join(dir, name));
      photos.push(name);
    }
    const rows = [0, 1, 2, 3, 4, 5].flatMap((n) => {
      const handle = `${word}-item-${n}`;
      return ['S', 'M'].map((size, v) => ({
        ...productRow(handle, {
          Title: v === 0 ? `Item ${word} ${n}` : '',
          Vendor: v === 0 ? `Looms ${word}` : '',
          Type: v === 0 ? `Imports ${word} > Tops` : '',
          Tags: v === 0 ? `${word} one, ${word} two, ${word} three, ${word} four` : '',
          'Option1 Name': v === 0 ? `Fit ${word}` : '',
          'Option1 Value': size,
          'Option2 Name': v === 0 ? `Weave ${word}` : '',
          'Option2 Value': 'Plain',
          'Variant SKU': `${handle}-${size}`,
          'Variant Image': photos[(n + v) % photos.length]!,
          'Image Src': photos[(n + v + 1) % photos.length]!,
          'Image Position': String(v + 1),
        }),
        ...(v === 0 ? {} : { Vendor: '', Type: '', Tags: '' }),
      }));
    });
    const file = path.join(dir, `${word}.csv`);
    writeFileSync(file, csvOf(rows));

    for (const run of ['first (all new)', 'second (all kept)']) {
      const done = await shopImport(file);
      console.log(`${run}: exit ${done.code}\n${done.stdout.trim()}\n${done.stderr.trim() || '(nothing on stderr)'}`);
      expect(done.code, done.stderr).toBe(0);
      expect(done.stderr).not.toMatch(/already executing a query/);
      expect(done.stdout + done.stderr).not.toMatch(/DeprecationWarning/);
    }
  }, 300_000);
});
