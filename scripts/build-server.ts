/**
 * The server as plain JavaScript for `npm start` (decision 0022): server/process/main.ts and
 * everything of ours it imports in one ES module, dist-server/main.js, with its source map
 * for readable stacks. Packages stay imports, resolved from node_modules at run time
 * (their native and WebAssembly files stay where they are).
 *
 *   tsx scripts/build-server.ts                 builds dist-server/main.js
 *   buildServer(outfile)                        the same build elsewhere (tests)
 *   buildServer(outfile, <server/cli/main.ts>)  the command line the same way (tests: it starts in half the time)
 *   benchServer(checkout)                       a checkout's server into its own .tmp, for the benchmarks
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoPath } from '../server/settings/repo-paths';

export const builtServer = repoPath('dist-server/main.js');

export async function buildServer(outfile = builtServer, entry = repoPath('server/process/main.ts')): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/**
 * The server of `checkout` (this one, or an older one a benchmark compares) as `npm start` runs it, bundled into
 * that checkout's .tmp so it finds that checkout's files and packages: the benchmarks measure what a shop runs,
 * not tsx's loader (4 to 13% of a cached read's time, docs/bench/request-path.md). `remove` deletes the bundle.
 */
export async function benchServer(checkout = repoPath('')): Promise<{ built: string; remove: () => void }> {
  const built = path.join(checkout, '.tmp', `bench-server-${process.pid}-${Date.now().toString(36)}.js`);
  await buildServer(built, path.join(checkout, 'server/process/main.ts'));
  return { built, remove: () => [built, `${built}.map`].forEach((file) => rmSync(file, { force: true })) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
