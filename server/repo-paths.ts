import { fileURLToPath } from 'node:url';

/**
 * A file of the checkout by its path from the repository root. This module sits one folder
 * below the root, and so does the built server (dist-server/main.js, one bundle): the same
 * `../` reaches the root from the sources (under tsx, in tests) and from the build (`npm start`).
 */
export const repoPath = (relative: string): string => fileURLToPath(new URL(`../${relative}`, import.meta.url));
