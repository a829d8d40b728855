/**
 * CSV as RFC 4180 writes it: CRLF between records, a field quoted when it holds a comma, a double quote, CR or LF,
 * and a double quote inside doubled. A text field that a spreadsheet would run as a formula (first character
 * `=`, `+`, `-`, `@`, tab or CR; OWASP "CSV injection") gets a leading apostrophe. Numbers are written as they
 * are, so a negative figure stays a number.
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new RangeError(`A CSV number must be finite, got ${cell}`);
    return String(cell);
  }
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records (the first usually the header) as one CSV text, ending with CRLF. */
export function toCsv(records: readonly (readonly CsvCell[])[]): string {
  return records.map((record) => `${record.map(csvField).join(",")}\r\n`).join("");
}
