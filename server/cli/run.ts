/**
 * The shop operator's commands, `npm run shop -- <command>` (main.ts). Each opens the same database as the server
 * (DATA_DIR or DATABASE_URL); when a running server holds DATA_DIR, the command is handed to it (channel.ts) and
 * runs there, through this same function.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { importCatalog, metShoppers } from '../catalog-import/import-catalog';
import { importChange, reportText } from '../catalog-import/import-report';
import { exportCatalog } from '../catalog-import/export-catalog';
import { DataDirInUseError } from '../db/lock';
import { sendToServer } from './channel';
import { openDatabase, type Database } from '../db/connect';
import { emptyShop, resetAndSeed } from '../seed';
import { loadConfig } from '../settings/config';
import { applySettings, printSettings, SettingsRefused } from '../shop-settings/shop-settings';
import {
  advanceOrder,
  CliError,
  dashboardText,
  declineReturnOf,
  listOrders,
  lowStock,
  receiveReturnOf,
  refundOf,
  setVariantStock,
  shipOrderOf,
  waitingReturns,
} from './commands';
import { parseArgs, type CommandSpec } from './args';
import { writeGstReport } from './gst-report';
import { writeDocument } from './document-command';
import { record } from '../activity/record';
import { activityCommand } from './activity-commands';
import { inboxCommand, replyCommand } from './inbox-commands';
import { photosReport, retryPhotosNow } from './photo-commands';
import { listSynonyms, removeSynonym, SEARCH_DAYS, setSynonym, topMisses } from './search-commands';
import { type StaffMailing, staffCommand } from './staff-commands';

const HELP = `Statefront operator commands

  npm run shop -- orders             list every order: id, number, user, status, total
  npm run shop -- advance <order>    move an order one step: Received → Processed → Shipped → Delivered
                                     (<order> is its id, e.g. 42, or its number, e.g. SF-000042)
  npm run shop -- ship <order> <carrier> <tracking number> [tracking link]
                                     Processed → Shipped, the shopper mailed the carrier, number and link
  npm run shop -- refund <order> <rupees> [cash|bank <reference>] [reason]
                                     give back some of what was paid: online through the provider (the running
                                     shop makes it), in cash or by bank recorded with its reference; never past
                                     what was paid
  npm run shop -- activity [order]   the record of changes, latest first: who, when, what, before → after
                                     (with an order: its timeline)
  npm run shop -- returns            the returns shoppers asked for whose goods are not back yet
  npm run shop -- decline <order> <sku> <reason>
                                     the shop will not take that line back: the shopper is mailed the reason
  npm run shop -- receive <order> [sku] [--restock]
                                     the goods of the order's returns are back (or of one line, by its sku): once
                                     every line is, its credit note is issued and an online payment refunded;
                                     --restock puts them back on sale
  npm run shop -- dashboard          the shop at a glance: orders and revenue today, 7 and 30 days; what waits;
                                     low stock; searches that found nothing; mails waiting or given up
  npm run shop -- low-stock [n]      the variants with n units or fewer (default 3), fewest first, and how many
                                     shoppers wait for each
  npm run shop -- inbox [--all]      the messages from the contact page not dealt with yet (--all: every one)
  npm run shop -- inbox <n> [--handled]  one message in full; --handled marks it dealt with
  npm run shop -- reply <n> <answer> mail the answer to whoever wrote message n (and mark it dealt with)
  npm run shop -- stock <variant> <n> set a variant's stock to n (<variant> is its sku or id); from 0 to
                                     more, the shoppers waiting for it are mailed
  npm run shop -- import <file.csv>  read Shopify's product CSV into the shop (README, "Your own shop"):
        [--dry-run]                    check it and say what would change, write nothing
        [--prune]                      also remove the shop's products the file does not name
        [--set-stock]                  give every variant the file's stock, even one sold from since the export
        [--no-photos]                  leave out the photos given as web addresses (else fetched after it)
        [--allow-private-hosts]        let those be fetched from this machine or a private network too
  npm run shop -- photos             the photos given as web addresses still to arrive, and why not yet
        [--retry]                      try every one of them again now
  npm run shop -- export <file.csv>  write the catalog in the same format, its photos in a folder beside it
  npm run shop -- settings <file>    set the shop's name, logo, pages, contact details and banners (YAML or JSON;
                                     [--fetch-images] to fetch pictures given as web addresses,
                                     [--allow-private-hosts] from this machine or a private network too)
  npm run shop -- settings --print   write today's settings in that format
  npm run shop -- document <number> [file.pdf]
                                     an invoice or credit note the shop issued, as its PDF (e.g. SF/2627/C3)
  npm run shop -- gst-report <YYYY-MM> [file.csv]
                                     the month's GST report for the accountant (B2C by rate and place of
                                     supply, credit notes, HSN summary, documents issued); default file
                                     gst-report-<YYYY-MM>.csv
  npm run shop -- reset              DROP ALL DATA and load the demo shop again
  npm run shop -- reset --empty      DROP ALL DATA but the shop's settings: an empty shop, ready for an import
  npm run shop -- searches           the searches that found nothing most often in the last 7 days
  npm run shop -- synonyms           the words search reads as others (kurti → kurta)
  npm run shop -- synonyms set <word> <means>   what <word> means: words of the shop, comma-separated
                                     alternatives (e.g. synonyms set purse "handbag, clutch")
  npm run shop -- synonyms remove <word>
  npm run shop -- staff add <email> --role owner|staff
                                     add someone to the back office (/admin): mails her a one-time link
                                     that sets her password, or prints it when no SMTP_URL is set
  npm run shop -- staff list         the staff, their roles and whether each has set a password
  npm run shop -- staff remove <email>  she can no longer sign in; what she did keeps her name
  npm run shop -- help               this text

The database is DATA_DIR (default ./.data), or PostgreSQL when DATABASE_URL is set;
photos are kept in MEDIA_DIR (default DATA_DIR/media), or in PostgreSQL with it.
While a server runs on DATA_DIR, it runs the command itself: this tool hands it over
(through DATA_DIR/shop.sock) and prints what it says. With PostgreSQL both open the database.`;

/** Each command, the flags it takes and how many operands. */
const COMMANDS: Record<string, CommandSpec> = {
  orders: { flags: [], operands: 0 },
  advance: { flags: [], operands: 1, operand: 'order' },
  ship: { flags: [], operands: 4 },
  returns: { flags: [], operands: 0 },
  'low-stock': { flags: [], operands: 1, operand: 'number' },
  dashboard: { flags: [], operands: 0 },
  activity: { flags: [], operands: 1, operand: 'order' },
  // refund <order> <rupees> [cash|bank <reference>] [reason...]: the reason may come as several words
  refund: { flags: [], operands: Infinity },
  inbox: { flags: ['--all', '--handled'], operands: 1, operand: 'message' },
  // reply <n> <answer...>: the answer may come as several words
  reply: { flags: [], operands: Infinity },
  receive: { flags: ['--restock'], operands: 2 },
  // decline <order> <sku> <reason...>: the reason may come as several words
  decline: { flags: [], operands: Infinity },
  stock: { flags: [], operands: 2 },
  reset: { flags: ['--empty'], operands: 0 },
  import: {
    flags: ['--dry-run', '--prune', '--set-stock', '--no-photos', '--allow-private-hosts'],
    operands: 1,
    operand: 'file',
  },
  photos: { flags: ['--retry'], operands: 0 },
  export: { flags: [], operands: 1, operand: 'file' },
  settings: { flags: ['--print', '--fetch-images', '--allow-private-hosts'], operands: 1, operand: 'file' },
  searches: { flags: [], operands: 0 },
  'gst-report': { flags: [], operands: 2 },
  document: { flags: [], operands: 2 },
  // synonyms set <word> <means...>: the meaning may come as several words
  synonyms: { flags: [], operands: Infinity },
  // staff add <email> --role <role> | staff list | staff remove <email>
  staff: { flags: ['--role'], operands: 3 },
};

function table(rows: Record<string, string | number>[], none = '(no orders)'): string {
  if (rows.length === 0) return none;
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(width[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(keys),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n');
}

interface Effects {
  out: (text: string) => void;
  /** The database the command works on: DATA_DIR or DATABASE_URL, as the server's. */
  open: () => Promise<Database>;
  /** Where photos are kept with the embedded database: MEDIA_DIR, as the server's. */
  mediaDir: () => string;
  /** Where the server writes its mails as .eml files when no SMTP_URL is set: DATA_DIR/mail, as the server's. */
  mailDir: () => string;
  /** The clock, PUBLIC_URL and whether SMTP_URL is set, for a staff member's one-time link. */
  staffMailing: () => StaffMailing;
}

export async function run(
  args: string[],
  {
    out = console.log,
    open = () => openDatabase(),
    mediaDir = () => loadConfig().mediaDir,
    mailDir = () => path.join(loadConfig().dataDir, 'mail'),
    staffMailing = () => {
      const config = loadConfig();
      return { now: new Date(), publicUrl: config.publicUrl, mail: config.smtpUrl !== undefined };
    },
  }: Partial<Effects> = {},
): Promise<void> {
  const [command = 'help', ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') return out(HELP);
  const spec = COMMANDS[command];
  if (!spec) throw new CliError(`Unknown command "${command}".\n\n${HELP}`);
  const { flags, operands } = parseArgs(command, rest, spec);
  const [operand] = operands;
  if (command === 'advance' && !operand)
    throw new CliError('Which order? npm run shop -- advance <order id or number>');
  if (command === 'stock' && !(operands[0] && operands[1]))
    throw new CliError('Which variant, and how many? npm run shop -- stock <sku or variant id> <quantity>');
  if ((command === 'import' || command === 'export') && !operand)
    throw new CliError(`Which file? npm run shop -- ${command} <file.csv>`);
  if (command === 'settings' && !operand === !flags.has('--print')) {
    throw new CliError('npm run shop -- settings <file.yaml|json> sets the settings; settings --print writes them.');
  }

  let database: Database;
  try {
    database = await open();
  } catch (error) {
    if (error instanceof DataDirInUseError) return handOver(error, command, args, out);
    throw new CliError(
      `${error instanceof Error ? error.message : String(error)}\n` +
        'The server must be stopped while this tool uses DATA_DIR (or use DATABASE_URL).',
    );
  }
  try {
    const { db } = database;
    if (command === 'orders') {
      const orders = await listOrders(db);
      out(
        table(
          orders.map((o) => ({
            id: o.id,
            number: o.number,
            user: o.user,
            status: `${o.status} ${o.statusText}`,
            total: o.total,
          })),
        ),
      );
    } else if (command === 'searches') {
      out(table(await topMisses(db, new Date()), `(no search found nothing in the last ${SEARCH_DAYS} days)`));
    } else if (command === 'synonyms') {
      const [action, word, ...means] = operands;
      if (action === 'set') await setSynonym(db, word, means.join(' '));
      else if (action === 'remove') await removeSynonym(db, word);
      else if (action !== undefined) throw new CliError(`Unknown synonyms action "${action}".\n\n${HELP}`);
      out(table(await listSynonyms(db), '(no synonyms)'));
    } else if (command === 'document') {
      out(await writeDocument(db, operands[0], operands[1]));
    } else if (command === 'gst-report') {
      out(await writeGstReport(db, operands[0], operands[1]));
    } else if (command === 'staff') {
      const said = await staffCommand(db, rest, staffMailing());
      const [action, email] = rest.filter((arg, i) => !arg.startsWith('--') && rest[i - 1] !== '--role');
      if (action === 'add' || action === 'remove')
        await record(db, 'command line', new Date(), {
          action: `staff.${action}`,
          subject: `staff member ${email}`,
          ...(action === 'add' ? { after: { role: rest[rest.indexOf('--role') + 1] } } : {}),
        });
      out(said);
    } else if (command === 'ship') {
      out(await shipOrderOf(db, operands));
    } else if (command === 'refund') {
      out(await refundOf(db, operands));
    } else if (command === 'activity') {
      out(await activityCommand(db, operand));
    } else if (command === 'inbox') {
      out(await inboxCommand(db, operand, flags));
    } else if (command === 'reply') {
      out(await replyCommand(db, operands));
    } else if (command === 'dashboard') {
      out(await dashboardText(db));
    } else if (command === 'low-stock') {
      out(table(await lowStock(db, operand), '(no variant is that low)'));
    } else if (command === 'returns') {
      out(table(await waitingReturns(db), '(no return waits for its goods)'));
    } else if (command === 'decline') {
      out(await declineReturnOf(db, operands));
    } else if (command === 'receive') {
      if (!operand) throw new CliError('Which order? npm run shop -- receive <order> [sku] [--restock]');
      out(await receiveReturnOf(db, operand, flags.has('--restock'), undefined, operands[1]));
    } else if (command === 'advance') {
      const moved = await advanceOrder(db, operand!);
      out(`Order ${moved.number}: ${moved.from} → ${moved.to}`);
    } else if (command === 'import') {
      const report = await importCatalog(db, {
        file: operand!,
        dryRun: flags.has('--dry-run'),
        prune: flags.has('--prune'),
        setStock: flags.has('--set-stock'),
        noPhotos: flags.has('--no-photos'),
        allowPrivateHosts: flags.has('--allow-private-hosts'),
        mediaDir: mediaDir(),
      }).catch((error: unknown) => {
        if (metShoppers(error)) {
          throw new CliError(
            'The import met shoppers buying the same products and stopped: nothing was written. Run it again.',
          );
        }
        throw error;
      });
      if (report.problems.errorCount > 0) throw new CliError(reportText(report));
      // Recorded once the import's own transaction is in: a record of what it changed, by the counts.
      if (report.written)
        await record(db, 'command line', new Date(), importChange(report, path.basename(report.file)));
      out(reportText(report));
    } else if (command === 'photos') {
      out(
        flags.has('--retry')
          ? await retryPhotosNow({ db, mediaDir: mediaDir(), now: () => new Date() })
          : await photosReport(db, new Date()),
      );
    } else if (command === 'export') {
      const done = await exportCatalog(db, { file: operand!, mediaDir: mediaDir() });
      out(`Exported ${done.products} products (${done.rows} rows) to ${operand}, their photos in ${done.photosDir}.`);
    } else if (command === 'settings') {
      if (flags.has('--print')) out(await printSettings(db));
      else {
        const options = {
          file: operand!,
          mediaDir: mediaDir(),
          fetchImages: flags.has('--fetch-images'),
          allowPrivateHosts: flags.has('--allow-private-hosts'),
        };
        const said = await applySettings(db, options).catch((error: unknown) => {
          throw error instanceof SettingsRefused ? new CliError(error.message) : error;
        });
        await record(db, 'command line', new Date(), {
          action: 'settings.apply',
          subject: `the shop's settings, from ${path.basename(operand!)}`,
        });
        out(said);
      }
    } else if (flags.has('--empty')) {
      await emptyShop(db);
      // The demo's shoppers' mails, sent as files, go with them.
      rmSync(mailDir(), { recursive: true, force: true });
      out(
        `The shop was emptied: no products, shoppers or orders; its settings are kept (${database.location}). ` +
          'Import a catalog next: npm run shop -- import <file.csv>',
      );
    } else if (command === 'stock') {
      const set = await setVariantStock(db, operands[0]!, operands[1]!);
      out(`Variant ${set.sku}: stock ${set.from} → ${set.to}`);
    } else {
      await resetAndSeed(db);
      out(`The shop was reset and seeded again (${database.location}).`);
    }
  } finally {
    await database.close();
  }
}

/** The command, its files named from here, run by the server that holds DATA_DIR (decision 0049). */
async function handOver(held: DataDirInUseError, command: string, args: string[], out: (text: string) => void) {
  const withFiles = ['import', 'export', 'settings'].includes(command);
  let sent = args.map((arg, i) => (withFiles && i > 0 && !arg.startsWith('--') ? path.resolve(arg) : arg));
  // The report's file is named from here too, its default as well: the server's directory may be another.
  const [, named, file] = args;
  if (command === 'gst-report' && named) sent = [command, named, path.resolve(file ?? `gst-report-${named}.csv`)];
  if (command === 'document' && named)
    sent = [command, named, path.resolve(file ?? `${named.trim().toUpperCase().replaceAll('/', '-')}.pdf`)];
  let refusal = '';
  let exit: number;
  try {
    exit = await sendToServer(held.dataDir, sent, { out, error: (text) => (refusal = text) });
  } catch {
    throw new CliError(
      `DATA_DIR ${held.dataDir} is in use by a running Statefront server (pid ${held.pid}), which did not take ` +
        'the command: stop it and run the command again, or restart it.',
    );
  }
  if (exit !== 0) throw new CliError(refusal);
}
