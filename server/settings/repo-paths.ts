import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root: the nearest folder above this module that holds package.json. The
 * sources (under tsx, in tests) and the built server (dist-server/main.js, one bundle) sit
 * at different depths below it, and both find it this way.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const root = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A file of the checkout by its path from the repository root. */
export const repoPath = (relative: string): string => join(root, relative);
