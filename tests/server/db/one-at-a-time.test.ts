/**
 * A pass runs once at a time in one process on the embedded database too (decision 0025): PGlite's one session takes
 * an advisory lock it already holds, so a pass started beside its own (a command handed to the server) is skipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchDir } from '#scripts/seeded-template';
import { openDatabase, type Database } from '#server/db/connect';
import { oneAtATime } from '#server/db/one-at-a-time';

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(scratchDir(), 'statefront-one-at-a-time-'));
  database = await openDatabase({ dataDir: dir });
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('skips a pass of the same name while one is under way, runs another name, and runs it again once done', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const first = oneAtATime(database.db, 'a-pass', () => held);
  expect(await oneAtATime(database.db, 'a-pass', async () => undefined)).toBe('skipped');
  expect(await oneAtATime(database.db, 'another-pass', async () => undefined)).toBe('ran');
  release();
  expect(await first).toBe('ran');
  expect(await oneAtATime(database.db, 'a-pass', async () => undefined)).toBe('ran');
});
