/**
 * Child process for tests/server/db/db.test.ts: opens DATA_DIR argv[2] in its own process.
 * Prints `OPENED <pid>` or `ERROR <message>`; with argv[3] = 'hold' it keeps the database
 * open until its stdin closes (or it is killed).
 */
import { openDatabase } from '#server/db/connect';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-child.ts <dataDir> [hold]');
try {
  const database = await openDatabase({ dataDir });
  console.log(`OPENED ${process.pid}`);
  if (process.argv[3] === 'hold') {
    process.stdin.resume();
    await new Promise((resolve) => process.stdin.on('end', resolve));
  }
  await database.close();
} catch (error) {
  console.log(`ERROR ${(error as Error).message}`);
  process.exitCode = 3;
}
