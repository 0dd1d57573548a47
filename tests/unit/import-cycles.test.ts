/**
 * The lint refuses an import circle (eslint.config.js, import-x/no-cycle): planted as real
 * files, since the rule follows imports on disk, then removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const dir = join('tests', `planted-cycle-${process.pid}`);
const eslint = new ESLint({ cwd: process.cwd() });

function plant(files: Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(files).map(([name, source]) => {
    const file = join(dir, name);
    writeFileSync(file, `${source}\n`);
    return file;
  });
}

async function cycleErrors(file: string): Promise<number> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').length;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import circles', () => {
  it('refuses two modules that import each other', async () => {
    const [a] = plant({
      'a.ts': "import { b } from './b';\nexport const a = () => b;",
      'b.ts': "import { a } from './a';\nexport const b = () => a;",
    });
    expect(await cycleErrors(a!)).toBe(1);
  });

  it('refuses a circle closed by a lazy import', async () => {
    const [slot] = plant({
      'slot.ts': "export const load = () => import('./actor');",
      'actor.ts': "import { load } from './slot';\nexport const actor = load;",
    });
    expect(await cycleErrors(slot!)).toBe(1);
  });

  it('allows a circle of types alone: nothing of it runs', async () => {
    const [view] = plant({
      'view.ts': "import type { Row } from './row';\nexport interface View { row: Row }",
      'row.ts': "import type { View } from './view';\nexport interface Row { view?: View }",
    });
    expect(await cycleErrors(view!)).toBe(0);
  });
});
