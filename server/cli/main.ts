/**
 * The shop operator's command line: `npm run shop -- <command>`.
 * It opens the same database as the server (DATA_DIR or DATABASE_URL).
 */
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../db/connect';
import { resetAndSeed } from '../seed';
import { advanceOrder, CliError, listOrders, setVariantStock } from './commands';
import { listSynonyms, removeSynonym, SEARCH_DAYS, setSynonym, topMisses } from './search-commands';

const HELP = `Statefront operator commands

  npm run shop -- orders             list every order: id, number, user, status, total
  npm run shop -- advance <order>    move an order one step: Received → Processed → Shipped → Delivered
                                     (<order> is its id, e.g. 42, or its number, e.g. SF-000042)
  npm run shop -- stock <variant> <n> set a variant's stock to n (<variant> is its sku or id); from 0 to
                                     more, the shoppers waiting for it are mailed
  npm run shop -- reset              DROP ALL DATA and load the demo shop again
  npm run shop -- searches           the searches that found nothing most often in the last 7 days
  npm run shop -- synonyms           the words search reads as others (kurti → kurta)
  npm run shop -- synonyms set <word> <means>   what <word> means: words of the shop, comma-separated
                                     alternatives (e.g. synonyms set purse "handbag, clutch")
  npm run shop -- synonyms remove <word>
  npm run shop -- help               this text

The database is DATA_DIR (default ./.data), or PostgreSQL when DATABASE_URL is set.
A running server holds the lock on DATA_DIR: stop it first (or use PostgreSQL,
which the server and this tool can share).`;

function table(rows: Record<string, string | number>[], none = '(no orders)'): string {
  if (rows.length === 0) return none;
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ').trimEnd();
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

interface Effects {
  out: (text: string) => void;
  /** The database the command works on: DATA_DIR or DATABASE_URL, as the server's. */
  open: () => Promise<Database>;
}

export async function run(args: string[], { out = console.log, open = () => openDatabase() }: Partial<Effects> = {}): Promise<void> {
  const [command = 'help', ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') return out(HELP);
  if (!['orders', 'advance', 'stock', 'reset', 'searches', 'synonyms'].includes(command)) throw new CliError(`Unknown command "${command}".\n\n${HELP}`);
  if (command === 'advance' && !rest[0]) throw new CliError('Which order? npm run shop -- advance <order id or number>');
  if (command === 'stock' && !(rest[0] && rest[1])) throw new CliError('Which variant, and how many? npm run shop -- stock <sku or variant id> <quantity>');

  let database: Database;
  try {
    database = await open();
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nThe server must be stopped while this tool uses DATA_DIR (or use DATABASE_URL).`);
  }
  try {
    const { db } = database;
    if (command === 'orders') {
      const orders = await listOrders(db);
      out(table(orders.map((o) => ({ id: o.id, number: o.number, user: o.user, status: `${o.status} ${o.statusText}`, total: o.total }))));
    } else if (command === 'searches') {
      out(table(await topMisses(db, new Date()), `(no search found nothing in the last ${SEARCH_DAYS} days)`));
    } else if (command === 'synonyms') {
      const [action, word, ...means] = rest;
      if (action === 'set') await setSynonym(db, word, means.join(' '));
      else if (action === 'remove') await removeSynonym(db, word);
      else if (action !== undefined) throw new CliError(`Unknown synonyms action "${action}".\n\n${HELP}`);
      out(table(await listSynonyms(db), '(no synonyms)'));
    } else if (command === 'advance') {
      const moved = await advanceOrder(db, rest[0]!);
      out(`Order ${moved.number}: ${moved.from} → ${moved.to}`);
    } else if (command === 'stock') {
      const set = await setVariantStock(db, rest[0]!, rest[1]!);
      out(`Variant ${set.sku}: stock ${set.from} → ${set.to}`);
    } else {
      await resetAndSeed(db);
      out(`The shop was reset and seeded again (${database.location}).`);
    }
  } finally {
    await database.close();
  }
}

// Only when run as a program, so tests can import run().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  });
}
