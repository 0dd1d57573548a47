/**
 * Search in the back office over real HTTP (issue 54): a search that found nothing is listed (never who searched);
 * a synonym set for it makes the same search find, at once; forgotten, the word means itself again; a phrase is not
 * a synonym (400 in words), and forgetting a word without one is a 404.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activity } from '#server/db/schema';
import { eq } from 'drizzle-orm';
import { adminTestServer } from '#tests/support/admin-server';

const clock = new Date('2026-11-29T10:15:00Z');
const shop = adminTestServer(clock);

const found = async (text: string) => (await shop.api.ok('searchProducts', { body: { search: text } })).products.length;

describe('searches that found nothing, and synonyms', () => {
  it('lists a miss; a synonym for it makes the search find at once, and forgotten it finds nothing again', async () => {
    const { session } = await shop.signedIn('staff');
    const word = `zq${randomUUID().slice(0, 6)}`;
    expect(await found(word)).toBe(0);
    const read = await shop.api.ok('getAdminSearch', { staffSession: session });
    expect(read.days).toBe(7);
    expect(read.misses).toContainEqual({ text: word, count: 1 });

    const set = await shop.api.ok('setAdminSynonym', {
      staffSession: session,
      path: { word: word.toUpperCase() },
      body: { means: 'kurta' },
    });
    expect(set.message).toBe(`“${word}” now finds kurta.`);
    expect(set.data).toContainEqual({ word, means: 'kurta' });
    expect(await found(word)).toBeGreaterThan(0);
    const recorded = await shop.server.ctx.db.select().from(activity).where(eq(activity.subject, word));
    expect(recorded.map((row) => row.action)).toEqual(['synonym.set']);

    const removed = await shop.api.ok('removeAdminSynonym', { staffSession: session, path: { word } });
    expect(removed.message).toBe(`“${word}” means only itself again.`);
    expect(await found(word)).toBe(0);
    expect((await shop.api.call('removeAdminSynonym', { staffSession: session, path: { word } })).status).toBe(404);
  });
});
