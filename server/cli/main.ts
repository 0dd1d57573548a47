/** `npm run shop -- <command>`: the operator's command line, as a program (run.ts holds the commands). */
import { pathToFileURL } from 'node:url';
import { CliError } from './commands';
import { run } from './run';

export { run } from './run';

// Only when run as a program: tests import run(), and the server bundles run.ts, never this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  });
}
