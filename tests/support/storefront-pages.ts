/**
 * The storefront's pages for the test servers: the app's prerender (src/prerender.tsx), built
 * once per vitest run by its globalSetup (tests/support/global-setup.ts) and handed to every
 * test server (tests/support/server.ts), whatever its dist holds. The server learns from it
 * which paths are pages and what their first screens ask for (server/first-screen/page-routes.ts),
 * so a test that gives the server a made-up dist still meets the app's own pages.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoPath } from '#server/settings/repo-paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built prerender module (absent where no globalSetup built it: the server then knows no build). */
    storefrontPages?: string;
  }
}

/** Builds the prerender into `outDir` as `npm run build` does, and answers its module's path. */
export function buildStorefrontPages(outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const build = spawn(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/prerender.tsx', '--outDir', outDir],
      { cwd: repoPath(''), stdio: 'inherit' },
    );
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0
        ? resolve(path.join(outDir, 'prerender.js'))
        : reject(new Error(`building the prerender failed (${code})`)),
    );
  });
}
