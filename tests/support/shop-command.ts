/** `npm run shop -- <command>` run in a test against its server's own database, answering what it printed. */
import { run } from '#server/cli/run';
import type { Database, Db } from '#server/db/connect';

/** The server's own database, left open when the command closes it. */
export const openAs = (db: Db) => async (): Promise<Database> => ({
  db,
  kind: 'pglite',
  location: 'the test database',
  close: async () => {},
});

export function shopCommand(db: Db): (...args: string[]) => Promise<string> {
  return async (...args) => {
    const said: string[] = [];
    await run(args, { out: (text) => said.push(text), open: openAs(db) });
    return said.join('\n');
  };
}
