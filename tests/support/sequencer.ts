/**
 * vitest's order of the files, with one addition for a run without its cache (a clean clone, as in CI). With a
 * cache, vitest starts the longest files first, so neither worker ends the stage alone. Without one it starts the
 * largest first, and a short file that runs long (fuzzing every operation, a 200 MB import) could come last while
 * the other worker idles. So those files go first in that case, in this order: the longest of a clean run's
 * per-file times (`npm test` prints them), about eight seconds or more.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const longFirst = [
  'tests/server/catalog-import/large.test.ts',
  'tests/fuzz/bad-input.test.ts',
  'tests/server/db/db.test.ts',
  'tests/server/catalog-import/export.test.ts',
  'tests/server/cli/while-serving.test.ts',
  'tests/server/account/reset-timing.test.ts',
  'tests/server/ops/operations.test.ts',
  'tests/contract/contract.test.ts',
  'tests/server/seed/empty-shop.test.ts',
  'tests/server/process/stop-mid-send.test.ts',
  'tests/unit/boundaries.test.ts',
  'tests/server/cli/cli.test.ts',
  'tests/model/variant.paths.test.ts',
  'tests/access/admin-access.test.ts',
  'tests/server/orders/payments/holds.test.ts',
  'tests/server/catalog/search-deferred.test.ts',
  'tests/server/cli/after-kill.test.ts',
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const name = path.relative(root, file.moduleId);
      // A file vitest has timed keeps the place its time gives it.
      if (this.ctx.cache.getFileTestResults(`${file.project.name}:${name}`)) return longFirst.length + 1;
      const at = longFirst.indexOf(name);
      return at < 0 ? longFirst.length : at;
    };
    // Stable: within a rank, vitest's own order stays (its cached durations, else the files' sizes).
    return sorted
      .map((file) => ({ file, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ file }) => file);
  }
}
