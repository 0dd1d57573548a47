/** What an import did, or would do (--dry-run), and the words the operator reads. */
import type { StockKept } from './catalog-writer';
import { byLine, LISTED, problemText, type Problems } from './problems';

export interface ImportReport {
  file: string;
  /** What the file was read as, e.g. "UTF-8, with a BOM". */
  encoding: string;
  dryRun: boolean;
  prune: boolean;
  ignoredColumns: string[];
  /** Archived products and products with every variant priced 0 are not in the shop (nor checked); drafts are kept unseen. */
  products: {
    created: number;
    updated: number;
    unchanged: number;
    removed: number;
    drafts: number;
    archived: number;
    notForSale: number;
  };
  /** Variants whose stock the file gave and the shop kept (decision 0047). */
  stockKept: StockKept[];
  /** Product options (variants) the file brings back from 0, whose waiting shoppers are mailed. */
  backInStock: number;
  /** Photos kept now, and web addresses queued for the fetch after the import or left out (--no-photos). */
  photos: { new: number; kept: number; toFetch: number; leftOut: number };
  problems: Problems;
  /** Whether the catalog was changed: no errors, not a dry run, and something to write. */
  written: boolean;
  /** Time taken, in ms. */
  ms: number;
}

/** The record of changes' entry of an import that wrote: what it changed, by the counts; `file` as its runner named it. */
export function importChange(report: ImportReport, file: string) {
  return {
    action: 'catalog.import',
    subject: `the catalog, from ${file}`,
    after: { ...report.products, photosToFetch: report.photos.toFetch },
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function reportText(report: ImportReport): string {
  const { products, photos, problems } = report;
  const lines = [`${report.dryRun ? 'Dry run of' : 'Import of'} ${report.file} (read as ${report.encoding})`];
  if (report.ignoredColumns.length) lines.push(`Columns ignored: ${report.ignoredColumns.join(', ')}`);
  const listed = (kind: string, list: typeof problems.errors, count: number) => {
    if (count === 0) return;
    lines.push(`${plural(count, kind)}:`, ...byLine(list).map((problem) => `  ${problemText(problem)}`));
    if (count > LISTED) lines.push(`  … and ${count - LISTED} more`);
  };
  listed('error', problems.errors, problems.errorCount);
  listed('warning', problems.warnings, problems.warningCount);
  if (problems.errorCount > 0) {
    lines.push(`Nothing was written: ${plural(problems.errorCount, 'error')} to fix first.`);
    return lines.join('\n');
  }
  const would = report.dryRun ? 'would be ' : '';
  lines.push(
    `Products: ${products.created} ${would}new, ${products.updated} ${would}updated, ${products.unchanged} unchanged` +
      (report.prune || products.removed ? `, ${products.removed} ${would}removed` : '') +
      outOfShop(products),
    `Photos: ${photos.new} ${would}new, ${photos.kept} already kept` +
      (photos.toFetch ? `, ${photos.toFetch} ${would}fetched from the web after the import` : '') +
      (photos.leftOut ? `, ${plural(photos.leftOut, 'web address', 'web addresses')} left out (--no-photos)` : ''),
  );
  if (photos.toFetch && !report.dryRun)
    lines.push(
      'The products show a placeholder until their photos arrive; `npm run shop -- photos` says how the fetch goes.',
    );
  if (report.stockKept.length) {
    const kept = report.stockKept;
    lines.push(
      `Stock kept as the shop has it for ${plural(kept.length, 'variant')} ` +
        "(sold or set since the export, or the file is not one of its exports; --set-stock gives the file's):",
      ...kept
        .slice(0, LISTED)
        .map(
          (k) =>
            `  line ${k.line}, ${k.sku}: ${k.shop} in the shop, ${k.file} in the file` +
            (k.atExport === null ? '' : `, ${k.atExport} at the export`),
        ),
    );
    if (kept.length > LISTED) lines.push(`  … and ${kept.length - LISTED} more`);
  }
  if (report.backInStock)
    lines.push(
      `Back in stock: ${plural(report.backInStock, 'product option')}; ` +
        `the shoppers waiting for them ${report.dryRun ? 'would be' : 'are'} mailed`,
    );
  if (report.dryRun) lines.push('Nothing was written (--dry-run).');
  else if (!report.written) lines.push('Nothing to write: the shop already holds this catalog.');
  else lines.push(`Written in ${(report.ms / 1000).toFixed(1)} s.`);
  return lines.join('\n');
}

function outOfShop({ drafts, archived, notForSale }: ImportReport['products']): string {
  const parts = [
    archived ? `${archived} archived` : '',
    notForSale ? `${notForSale} priced 0 (not for sale)` : '',
  ].filter(Boolean);
  // Drafts are kept, unseen by shoppers (decision 0066); one the shop cannot take is left out with a warning.
  const kept = drafts ? `; ${plural(drafts, 'draft')}, not shown to shoppers` : '';
  return kept + (parts.length ? `; not in the shop: ${parts.join(', ')}` : '');
}
