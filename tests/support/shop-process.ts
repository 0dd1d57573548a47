import { inject } from 'vitest';
import { repoPath } from '#server/settings/repo-paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** server/cli/main.ts bundled as `npm run build` bundles the server (absent where no globalSetup built it). */
    shopCli?: string;
  }
}

/**
 * `npm run shop <args>` as a test runs it in a process of its own: an executable and its arguments.
 * Node on the command line vitest's globalSetup bundled once (it starts in under half the time the
 * sources take through tsx, and a run spawns it some twenty times); the sources through tsx where no
 * globalSetup ran (the PostgreSQL project).
 */
export function shopProcess(...args: string[]): [string, string[]] {
  const bundle = inject('shopCli');
  return [process.execPath, [...(bundle ? [bundle] : ['--import', 'tsx', repoPath('server/cli/main.ts')]), ...args]];
}
