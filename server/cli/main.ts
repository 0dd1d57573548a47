/**
 * The shop operator's command line: `npm run shop -- <command>`.
 * It opens the same database as the server (DATA_DIR or DATABASE_URL).
 */
import { pathToFileURL } from 'node:url';
import { importCatalog } from '../catalog-import/import-catalog';
import { reportText } from '../catalog-import/import-report';
import { exportCatalog } from '../catalog-import/export-catalog';
import { DataDirInUseError } from '../db/lock';
import { openDatabase, type Database } from '../db/connect';
import { emptyShop, resetAndSeed } from '../seed';
import { loadConfig } from '../settings/config';
import { applySettings, printSettings, SettingsRefused } from '../shop-settings/shop-settings';
import { advanceOrder, CliError, listOrders } from './commands';
import { parseArgs } from './args';

const HELP = `Statefront operator commands

  npm run shop -- orders             list every order: id, number, user, status, total
  npm run shop -- advance <order>    move an order one step: Received → Processed → Shipped → Delivered
                                     (<order> is its id, e.g. 42, or its number, e.g. SF-000042)
  npm run shop -- import <file.csv>  read Shopify's product CSV into the shop (README, "Your own shop"):
        [--dry-run]                    check it and say what would change, write nothing
        [--prune]                      also remove the shop's products the file does not name
        [--fetch-images]               fetch photos given as http(s) addresses
        [--allow-private-hosts]        ...from this machine or a private network too
  npm run shop -- export <file.csv>  write the catalog in the same format, its photos in a folder beside it
  npm run shop -- settings <file>    set the shop's name, logo, pages, contact details and banners (YAML or JSON;
                                     [--fetch-images] [--allow-private-hosts] as for import)
  npm run shop -- settings --print   write today's settings in that format
  npm run shop -- reset              DROP ALL DATA and load the demo shop again
  npm run shop -- reset --empty      DROP ALL DATA but the shop's settings: an empty shop, ready for an import
  npm run shop -- help               this text

The database is DATA_DIR (default ./.data), or PostgreSQL when DATABASE_URL is set;
photos are kept in MEDIA_DIR (default DATA_DIR/media), or in PostgreSQL with it.
A running server holds the lock on DATA_DIR: stop it first (or use PostgreSQL,
which the server and this tool can share).`;

/** Each command and the flags it takes. */
const COMMANDS: Record<string, { flags: string[] }> = {
  orders: { flags: [] },
  advance: { flags: [] },
  reset: { flags: ['--empty'] },
  import: { flags: ['--dry-run', '--prune', '--fetch-images', '--allow-private-hosts'] },
  export: { flags: [] },
  settings: { flags: ['--print', '--fetch-images', '--allow-private-hosts'] },
};

function table(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '(no orders)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ').trimEnd();
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

interface Effects {
  out: (text: string) => void;
  /** The database the command works on: DATA_DIR or DATABASE_URL, as the server's. */
  open: () => Promise<Database>;
  /** Where photos are kept with the embedded database: MEDIA_DIR, as the server's. */
  mediaDir: () => string;
}

export async function run(
  args: string[],
  { out = console.log, open = () => openDatabase(), mediaDir = () => loadConfig().mediaDir }: Partial<Effects> = {},
): Promise<void> {
  const [command = 'help', ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') return out(HELP);
  const spec = COMMANDS[command];
  if (!spec) throw new CliError(`Unknown command "${command}".\n\n${HELP}`);
  const { flags, operand } = parseArgs(command, rest, spec.flags);
  if (command === 'advance' && !operand) throw new CliError('Which order? npm run shop -- advance <order id or number>');
  if ((command === 'import' || command === 'export') && !operand) throw new CliError(`Which file? npm run shop -- ${command} <file.csv>`);
  if (command === 'settings' && !operand === !flags.has('--print')) {
    throw new CliError('npm run shop -- settings <file.yaml|json> sets the settings; settings --print writes them.');
  }

  let database: Database;
  try {
    database = await open();
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new CliError(
        `DATA_DIR ${error.dataDir} is in use by a running Statefront server (pid ${error.pid}): the server must be stopped while this tool uses DATA_DIR (or use DATABASE_URL, which both can share).`,
      );
    }
    throw new CliError(`${(error as Error).message}\nThe server must be stopped while this tool uses DATA_DIR (or use DATABASE_URL).`);
  }
  try {
    const { db } = database;
    if (command === 'orders') {
      const orders = await listOrders(db);
      out(table(orders.map((o) => ({ id: o.id, number: o.number, user: o.user, status: `${o.status} ${o.statusText}`, total: o.total }))));
    } else if (command === 'advance') {
      const moved = await advanceOrder(db, operand!);
      out(`Order ${moved.number}: ${moved.from} → ${moved.to}`);
    } else if (command === 'import') {
      const report = await importCatalog(db, {
        file: operand!,
        dryRun: flags.has('--dry-run'),
        prune: flags.has('--prune'),
        fetchImages: flags.has('--fetch-images'),
        allowPrivateHosts: flags.has('--allow-private-hosts'),
        mediaDir: mediaDir(),
      });
      if (report.problems.errorCount > 0) throw new CliError(reportText(report));
      out(reportText(report));
    } else if (command === 'export') {
      const done = await exportCatalog(db, { file: operand!, mediaDir: mediaDir() });
      out(`Exported ${done.products} products (${done.rows} rows) to ${operand}, their photos in ${done.photosDir}.`);
    } else if (command === 'settings') {
      if (flags.has('--print')) out(await printSettings(db));
      else {
        const options = { file: operand!, mediaDir: mediaDir(), fetchImages: flags.has('--fetch-images'), allowPrivateHosts: flags.has('--allow-private-hosts') };
        out(await applySettings(db, options).catch((error: unknown) => {
          throw error instanceof SettingsRefused ? new CliError(error.message) : error;
        }));
      }
    } else if (flags.has('--empty')) {
      await emptyShop(db);
      out(`The shop was emptied: no products, shoppers or orders; its settings are kept (${database.location}). Import a catalog next: npm run shop -- import <file.csv>`);
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
