/**
 * The records of a CSV text, each with the line it starts on, as csv-parse reads them
 * (quoted fields may hold commas, quotes and line ends). A record larger than
 * MAX_RECORD_BYTES, or a quote left open, stops the reading (CsvUnreadable, naming the
 * line the row starts on): csv-parse cannot tell where the next record starts after one.
 */
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { fromSpreadsheetCell } from './spreadsheet-safe';

/** A row of the file: a product's Body (HTML) is the big field; a megabyte holds any real one. */
export const MAX_RECORD_BYTES = 1024 * 1024;

export interface CsvRecord {
  /** The line the record starts on, counting from 1 (the header). */
  line: number;
  cells: string[];
}

export class CsvUnreadable extends Error {
  override name = 'CsvUnreadable';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const reasons: Record<string, string> = {
  CSV_MAX_RECORD_SIZE: `a row longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB (is a quote left open above it?)`,
  CSV_QUOTE_NOT_CLOSED: 'a quote opened in this row is never closed',
  CSV_INVALID_CLOSING_QUOTE:
    'a quote in the middle of a cell: a cell holding quotes must be quoted whole, each quote doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text after a closing quote',
};

export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const parser = parse({
    info: true,
    relax_column_count: true,
    record_delimiter: '\n',
    max_record_size: MAX_RECORD_BYTES,
  });
  // pipeline, not pipe: an error of the text (bytes that are not text) reaches the records' reader.
  pipeline(Readable.from(text), parser, () => undefined);
  // Where the next record starts: the line after the one the last record ended on (its info.lines).
  let next = 1;
  try {
    // csv-parse types its stream's records as any; with `info: true` each is its cells and the count where it ended.
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const line = next;
      next = info.lines + 1;
      // A blank line is no record.
      if (record.length === 1 && record[0] === '') continue;
      yield { line, cells: record.map(fromSpreadsheetCell) };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `next` is where the row being read starts: the row the problem is in.
    throw new CsvUnreadable(next, `${reasons[error.code] ?? error.message}; the rest of the file was not read`);
  }
}
