/**
 * Cells a spreadsheet would run as a formula (OWASP's CSV injection): one starting with
 * =, +, -, @, a tab or a carriage return is written with a leading apostrophe, so a
 * spreadsheet shows it as text; the import takes the apostrophe off again. A cell that
 * already starts with apostrophes before such a character gains one more, so the round
 * trip is exact. A Shopify export never escapes: a title of its own that starts with
 * an apostrophe and then = loses that apostrophe here (no real title does).
 */
const ESCAPED = /^'*[=+\-@\t\r]/;

export const toSpreadsheetCell = (text: string): string => (ESCAPED.test(text) ? `'${text}` : text);

export const fromSpreadsheetCell = (text: string): string =>
  text.startsWith("'") && ESCAPED.test(text) ? text.slice(1) : text;
