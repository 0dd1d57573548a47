/**
 * Two processes saving the shop's settings at once from the same version (decision 0062): one save is written, every
 * other is told they changed (the back office's 409), and none overwrites it in silence. Two pools on one PostgreSQL,
 * as two server processes have; on a database of the file's own.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppContext, createContext } from '#server/context/context';
import { checkSettings, currentSettings, saveSettings, settingsVersion } from '#server/shop-settings/shop-settings';
import { ownDatabase } from '../pg-server';

let database: Awaited<ReturnType<typeof ownDatabase>>;
let processes: { ctx: AppContext; closeDatabase?: () => Promise<void> }[] = [];

beforeAll(async () => {
  database = await ownDatabase();
  const config = { databaseUrl: database.url, databasePoolSize: 10 };
  // One after the other: the first applies the migrations.
  processes = [await createContext({ config }), await createContext({ config })];
}, 120_000);

afterAll(async () => {
  for (const { closeDatabase } of processes) await closeDatabase?.();
  await database?.drop();
});

it('ten saves of one version at once: one is written, nine are told the settings changed', async () => {
  const db = processes[0]!.ctx.db;
  const version = settingsVersion(await currentSettings(db));
  const outcomes = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const checked = checkSettings({ site_name: `Shop ${i}` });
      if ('problems' in checked) throw new Error(JSON.stringify(checked.problems));
      return saveSettings(processes[i % 2]!.ctx.db, checked.settings, {
        mediaDir: path.join(os.tmpdir(), 'statefront-settings-at-once'),
        sources: null,
        version,
      });
    }),
  );
  const written = outcomes.flatMap((outcome, i) => ('photos' in outcome ? [i] : []));
  expect(written).toHaveLength(1);
  expect(outcomes.filter((outcome) => 'changed' in outcome)).toHaveLength(9);
  expect((await currentSettings(db)).site_name).toBe(`Shop ${written[0]}`);
}, 60_000);
