/**
 * How much of the suite a run takes (TEST_TIER), read by playwright.config.ts and the specs:
 * - `default` (`npm test`): every test at desktop width; at phone width only the screens that
 *   differ by width; the model replays take their covering paths (every transition once);
 * - `full` (`npm run test:full`): every test at both widths, every generated replay path;
 * - `extra`: what `full` adds to `default`, so CI runs both without running anything twice.
 */
export type Tier = 'default' | 'full' | 'extra';

export function e2eTier(): Tier {
  const tier = process.env.TEST_TIER || 'default';
  if (tier !== 'default' && tier !== 'full' && tier !== 'extra')
    throw new Error(`TEST_TIER=${tier}: expected default, full or extra`);
  return tier;
}

/**
 * A test's width tag: `@widths` runs at both widths, `@mobile` at phone width only,
 * `@desktop` at desktop width only, in every tier. Untagged: desktop, and phone width in full.
 */
export const widthTags = { both: '@widths', mobile: '@mobile', desktop: '@desktop' } as const;

/** The tag of a replay path beyond the covering set (it runs in the full and extra tiers). */
export const extraTag = /@beyond-cover/;

/**
 * The replay paths this run takes, each with the tag its title carries: the covering set by
 * default, every path in full and in extra. The extra tier's projects then take what default
 * left: at desktop width the paths beyond the cover, at phone width every path of a replay
 * that runs there (the default tier replays none at phone width).
 */
export function replayPaths<T>(all: readonly T[], covering: readonly T[]): { path: T; tag: string }[] {
  const inCover = new Set(covering);
  return all
    .filter((path) => e2eTier() !== 'default' || inCover.has(path))
    .map((path) => ({ path, tag: inCover.has(path) ? '' : ' @beyond-cover' }));
}
