import { describe, expect, it } from 'vitest';
import { openSeededMemoryDatabase } from '../../server/seed/memory';
import { orders, products } from '../../server/db/schema';

describe('openSeededMemoryDatabase', () => {
  it('gives independent copies of the seeded shop', async () => {
    const first = await openSeededMemoryDatabase();
    try {
      expect(await first.db.$count(products)).toBeGreaterThanOrEqual(300);
      expect(await first.db.$count(orders)).toBe(7);
      await first.db.delete(orders);
      expect(await first.db.$count(orders)).toBe(0);
    } finally {
      await first.close();
    }
    const second = await openSeededMemoryDatabase();
    try {
      expect(await second.db.$count(orders)).toBe(7);
    } finally {
      await second.close();
    }
  }, 180_000);
});
