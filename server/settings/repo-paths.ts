import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sources and the built bundle sit at different depths below the root; both find package.json. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const root = findRoot(dirname(fileURLToPath(import.meta.url)));

export const repoPath = (relative: string): string => join(root, relative);
