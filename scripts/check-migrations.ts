/**
 * `npm run db:check`: fails when server/db/schema.ts has changes that no committed
 * migration carries. Generates into a temporary copy of the migrations folder and
 * looks for new files; the real folder is never touched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const migrations = path.join(root, 'server/db/migrations');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'statefront-migrations-'));
const list = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

try {
  fs.cpSync(migrations, temp, { recursive: true });
  const before = list(temp);
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    [
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './server/db/schema.ts',
      '--out',
      path.relative(root, temp),
      '--name',
      'pending',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000, encoding: 'utf8' },
  );
  // drizzle-kit can print an error and still exit 0: require its own verdict.
  if (!/nothing to migrate|migration file/i.test(output))
    throw new Error(`drizzle-kit generate gave no verdict:\n${output}`);
  const added = list(temp).filter((file) => !before.includes(file));
  if (added.length > 0) {
    console.error(
      `Migrations are stale: schema.ts has changes without a migration (${added.join(', ')}). ` +
        `Run npm run db:generate and commit the result.`,
    );
    process.exitCode = 1;
  } else {
    console.log('Migrations are up to date with server/db/schema.ts.');
  }
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
