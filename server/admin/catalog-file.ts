// The catalog file from the browser (issue 54, decision 0063): a CSV (or a zip of it with its photos) checked as
// `npm run shop -- import --dry-run` checks it, then the same bytes imported as the command imports them, and the
// catalog downloaded as the command exports it. Every step is the command's own code; only the bytes' way in differs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { adminTexts } from '#rules/admin-texts';
import { CATALOG_UPLOAD_MAX_BYTES } from '#rules/media';
import { record } from '../activity/record';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { exportZip } from '../catalog-import/export-zip';
import { importCatalog, metShoppers, type ImportOptions } from '../catalog-import/import-catalog';
import { importChange, reportText, type ImportReport } from '../catalog-import/import-report';
import { receiveFile, TooLarge, unpackZip } from '../catalog-import/uploaded-file';
import { momentOf } from '../mail/outbox';
import { conflict } from '../messages/errors';
import { RequestRefused } from '../plugins/request-problems';
import { byLine, problemText } from '../catalog-import/problems';
import { CatalogUpload, catalogTooLarge } from '../plugins/catalog-bodies';
import { signedInStaff } from '../staff/guard';

const words = adminTexts.catalogFile;

type Checked = Answer<'checkAdminCatalog'>['data'];

/** What a run asks of the import: a dry run or not, and the command's `--prune`, `--set-stock` and `--no-photos`. */
type RunOptions = Pick<ImportOptions, 'dryRun' | 'prune' | 'setStock' | 'noPhotos'>;

/** The command's options as the query names them. */
const optionsOf = (query: { prune?: boolean; set_stock?: boolean; no_photos?: boolean }) => ({
  prune: query.prune === true,
  setStock: query.set_stock === true,
  noPhotos: query.no_photos === true,
});

export function adminCatalogFileHandlers(ctx: AppContext): Handlers {
  /**
   * Runs the import over the request's file, received into a folder of its own (removed after): a CSV as named, a zip
   * unpacked there. `dryRun` or not, with the command's options; `checked`, the dry run's hash the bytes must have,
   * for the import.
   */
  async function run(
    request: FastifyRequest,
    fileName: string,
    options: RunOptions,
    checked?: string,
  ): Promise<{ report: ImportReport; data: Checked }> {
    const upload = request.body as CatalogUpload;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'statefront-catalog-'));
    try {
      // Named by the server, not the sender ("..", "." are file names too); the report says hers.
      const received = path.join(dir, upload.type === 'text/csv' ? 'catalog.csv' : 'catalog.zip');
      const sha256 = await receiveFile(upload.stream, received, CATALOG_UPLOAD_MAX_BYTES).catch((error: unknown) => {
        throw error instanceof TooLarge ? catalogTooLarge() : error;
      });
      // The request's own two halves disagree: a 400, whatever the catalog holds.
      if (checked !== undefined && sha256 !== checked)
        throw new RequestRefused(words.notChecked, [
          { in: 'query', field: 'checked', problem: 'invalid', says: 'is not the SHA-256 of the body' },
        ]);
      let csv = received;
      let shown = fileName;
      if (upload.type === 'application/zip') {
        const unpacked = await unpackZip(received, path.join(dir, 'unpacked'));
        if ('problem' in unpacked)
          throw new RequestRefused(unpacked.problem, [{ in: 'body', problem: 'invalid', says: unpacked.problem }]);
        csv = unpacked.csv;
        shown = `${fileName}/${path.relative(path.join(dir, 'unpacked'), csv)}`;
      }
      const report = await importCatalog(ctx.db, {
        file: csv,
        ...options,
        mediaDir: ctx.config.mediaDir,
        at: momentOf(ctx),
      }).catch((error: unknown) => {
        throw metShoppers(error) ? conflict(words.shoppersBuying) : error;
      });
      // The report names the file as its sender knows it, not the folder it was read from.
      report.file = shown;
      // A file with errors is the sender's to fix: the command's report as the 400's words, each error for programs.
      if (options.dryRun && report.problems.errorCount > 0)
        throw new RequestRefused(
          reportText(report),
          byLine(report.problems.errors).map((problem) => ({
            in: 'body',
            problem: 'invalid',
            says: problemText(problem),
          })),
        );
      const data: Checked = {
        file: shown,
        sha256,
        report: reportText(report),
        errors: report.problems.errorCount,
        warnings: report.problems.warningCount,
        written: report.written,
      };
      return { report, data };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    async checkAdminCatalog(request) {
      const { data } = await run(request, request.query.file_name, { ...optionsOf(request.query), dryRun: true });
      const answer: Answer<'checkAdminCatalog'> = { data };
      return answer;
    },

    async importAdminCatalog(request) {
      const { file_name: fileName, checked } = request.query;
      const by = { staffId: signedInStaff(request).id };
      const { report, data } = await run(request, fileName, { ...optionsOf(request.query), dryRun: false }, checked);
      // Checked clean, yet it no longer imports: the catalog changed since (a SKU taken meanwhile).
      if (data.errors > 0) throw conflict(`${words.changedSince}\n${data.report}`);
      // Recorded once the import's own transaction is in, as the command records it.
      if (data.written) await record(ctx.db, by, ctx.now(), importChange(report, fileName));
      const answer: Answer<'importAdminCatalog'> = { message: words.imported, data };
      return answer;
    },

    async exportAdminCatalog(_request, reply) {
      const name = `catalog-${ctx.now().toISOString().slice(0, 10)}`;
      const zip = await exportZip(ctx.db, name, { mediaDir: ctx.config.mediaDir, drawnAt: ctx.config.publicUrl });
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}.zip"`)
        .header('cache-control', 'no-store');
      // A stream: Fastify sends it as it is made (the contract's type says bytes, which it becomes).
      return zip as unknown as Buffer;
    },
  };
}
