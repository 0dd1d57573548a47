/** `npm run shop -- gst-report <YYYY-MM> [file.csv]`: the month's GST report as a CSV (decision 0051). */
import { rupeeText } from '#rules/rupees';
import { writeFile } from 'node:fs/promises';
import type { Db } from '../db/connect';
import { gstReport, reportCsv } from '../invoices/gst-report';
import { CliError } from './commands';

const USAGE = 'Which month? npm run shop -- gst-report <YYYY-MM> [file.csv], e.g. gst-report 2026-11';

/** Writes the report and answers what it holds, in a sentence. */
export async function writeGstReport(db: Db, month: string | undefined, file?: string): Promise<string> {
  const report = month === undefined ? null : await gstReport(db, month);
  if (!report) throw new CliError(USAGE);
  const target = file ?? `gst-report-${month}.csv`;
  await writeFile(target, reportCsv(report.rows));
  const { net } = report;
  return (
    `Wrote ${target}: ${report.invoices} invoice${report.invoices === 1 ? '' : 's'} and ` +
    `${report.creditNotes} credit note${report.creditNotes === 1 ? '' : 's'} issued in ${month}; net of the credit notes, ` +
    `taxable value ${rupeeText(net.taxable)}, CGST ${rupeeText(net.cgst)}, SGST ${rupeeText(net.sgst)}, IGST ${rupeeText(net.igst)}.`
  );
}
