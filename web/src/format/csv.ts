// CSV built in the browser from data a screen already holds (RFC 4180: CRLF rows, quoted cells).
// Text cells that a spreadsheet would read as a formula (= + - @ after any leading whitespace or
// zero-width characters, which spreadsheets skip, or a leading tab or carriage return; the same
// rule as the api's reports, api/src/employees/reports.ts) are prefixed with an apostrophe, as OWASP advises against CSV injection: the text comes
// from content and names the client controls, and a download must never run anything. Numbers are
// written as numbers, so they stay numbers in the spreadsheet.
export type CsvCell = string | number;

const FORMULA_START = /^(?:[\t\r]|[\s\u200B-\u200D\u2060]*[=+\-@])/;

function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A link target that downloads the CSV: a data URL, so the file needs no object URL to revoke
 * and the link can be an ordinary <a download>. The byte order mark makes Excel read UTF-8 (£).
 */
export function csvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}

/** The CSV a data URL made by csvDataUrl carries (for tests and checks). */
export function csvFromDataUrl(url: string): string {
  return decodeURIComponent(url.slice(url.indexOf(',') + 1)).replace(/^\uFEFF/, '');
}
