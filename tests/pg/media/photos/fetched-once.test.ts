/**
 * The photos an import named by address are fetched once however many processes run the pass (decision 0046): two
 * pools on one PostgreSQL, as two server processes have, each running the pass under its advisory lock at the same
 * moment. Every address is asked for once, and every photo arrives. On a database of the file's own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppContext, createContext } from '#server/context/context';
import { oneAtATime } from '#server/db/one-at-a-time';
import { fetchWaitingPhotos, queuePhoto } from '#server/media/photos/waiting';
import { ownDatabase } from '#tests/pg/pg-server';

const PHOTOS = 12;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let processes: { ctx: AppContext; closeDatabase?: () => Promise<void> }[] = [];
let server: http.Server;
let base: string;
const asked = new Map<string, number>();
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-fetched-once-'));

beforeAll(async () => {
  database = await ownDatabase();
  const config = { databaseUrl: database.url, databasePoolSize: 5, mediaDir: dir };
  // One after the other: the first applies the migrations.
  processes = [await createContext({ config }), await createContext({ config })];
  const jpeg = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#2a4d8f' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((request, response) => {
    asked.set(request.url ?? '', (asked.get(request.url ?? '') ?? 0) + 1);
    // Slow enough that both passes are under way together.
    setTimeout(() => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg), 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  for (const { closeDatabase } of processes) await closeDatabase?.();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('asks for each address once when two processes run the pass at the same moment', async () => {
  const { db } = processes[0]!.ctx;
  await db.transaction(async (tx) => {
    for (let i = 0; i < PHOTOS; i++) await queuePhoto(tx, `${base}/photo-${i}.jpg`, true);
  });
  const passes = processes.map(({ ctx }) =>
    oneAtATime(ctx.db, 'photo-fetches', () => fetchWaitingPhotos({ db: ctx.db, mediaDir: dir, now: () => new Date() })),
  );
  const ran = await Promise.all(passes);
  const { rows } = await db.execute<{ arrived: number }>(
    sql`select count(*)::int as arrived from photo_fetches where kept_url is not null`,
  );
  console.log(
    `photo fetch on two processes: passes ${ran.join(' and ')}, ${asked.size} addresses asked for ` +
      `${[...asked.values()].reduce((a, b) => a + b, 0)} times, ${rows[0]!.arrived} of ${PHOTOS} arrived`,
  );
  expect([...asked.values()]).toEqual(Array.from({ length: PHOTOS }, () => 1));
  expect(rows[0]!.arrived).toBe(PHOTOS);
});
