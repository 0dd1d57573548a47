/**
 * The server as plain JavaScript for `npm start` (decision 0022): server/process/main.ts and
 * everything of ours it imports in one ES module, dist-server/main.js, with its source map
 * for readable stacks. Packages stay imports, resolved from node_modules at run time
 * (their native and WebAssembly files stay where they are).
 *
 *   tsx scripts/build-server.ts                 builds dist-server/main.js
 *   buildServer(outfile)                        the same build elsewhere (tests)
 *   buildServer(outfile, 'server/cli/main.ts')  the command line the same way (tests: it starts in half the time)
 */
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoPath } from '../server/settings/repo-paths';

export const builtServer = repoPath('dist-server/main.js');

export async function buildServer(outfile = builtServer, entry = 'server/process/main.ts'): Promise<void> {
  await build({
    entryPoints: [repoPath(entry)],
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
