/** Placements never take the whole pool (decision 0026): a setting that would let them is refused at startup. */
import { describe, expect, it } from 'vitest';
import { loadConfig, POOL_RESERVED } from '#server/settings/config';

describe('CHECKOUT_CONCURRENCY against DATABASE_POOL_SIZE', () => {
  const pool = 8 + POOL_RESERVED;

  it('refuses placements that could hold all but fewer than three connections, naming both settings', () => {
    expect(() => loadConfig({ CHECKOUT_CONCURRENCY: '8', DATABASE_POOL_SIZE: String(pool - 1) })).toThrow(
      new RegExp(`CHECKOUT_CONCURRENCY=8 leaves too few of DATABASE_POOL_SIZE=${pool - 1}`),
    );
  });

  it('takes them with a pool three larger', () => {
    expect(loadConfig({ CHECKOUT_CONCURRENCY: '8', DATABASE_POOL_SIZE: String(pool) })).toMatchObject({
      checkoutConcurrency: 8,
      databasePoolSize: pool,
    });
  });
});
