/** What an import finds wrong (an error: nothing is written) or worth saying (a warning), by line and column. */
export interface Problem {
  line: number;
  /** The column, as this shop names it (server/catalog-import/columns.ts). */
  column?: string;
  text: string;
}

/** How many problems of each kind the report lists; the rest are counted. */
export const LISTED = 100;

/** The problems of one run: listed up to LISTED of each kind, all counted, so a bad 200 MB file costs no more memory than a good one. */
export class Problems {
  readonly errors: Problem[] = [];
  readonly warnings: Problem[] = [];
  errorCount = 0;
  warningCount = 0;

  error(line: number, column: string | undefined, text: string): void {
    if (this.errorCount++ < LISTED) this.errors.push({ line, ...(column ? { column } : {}), text });
  }

  warning(line: number, column: string | undefined, text: string): void {
    if (this.warningCount++ < LISTED) this.warnings.push({ line, ...(column ? { column } : {}), text });
  }
}

/** Problems in the order of the file (a product's are found when it ends, a later row's sometimes first). */
export const byLine = (problems: Problem[]) => [...problems].sort((a, b) => a.line - b.line);

/** "line 14, Variant Price: "abc" is not a price" */
export const problemText = ({ line, column, text }: Problem) => `line ${line}${column ? `, ${column}` : ''}: ${text}`;

/** A cell quoted in a problem, cut short when long. */
export const quoted = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
