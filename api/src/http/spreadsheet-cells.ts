// Cells of the CSV and XLSX files the api writes (CWE-1236): a value a
// spreadsheet could run as a formula is defused, whichever file it goes into.

/**
 * Spreadsheets skip leading blanks before reading a formula, so `  =HYPERLINK(...)`, `\n+1` and
 * ` @SUM` are formulas too: any run of whitespace (\s covers tab, CR, LF, the no-break and other
 * Unicode spaces, the byte-order mark) and zero-width characters, then = + - or @.
 */
const formulaStart = /^(?:[\t\r]|[\s\u200B-\u200D\u2060]*[=+\-@])/;

/** The value with a leading quote mark when a spreadsheet could read it as a formula. */
export function defusedText(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * A CSV cell: quoted, quotes doubled, and a value a spreadsheet could run as a formula defused
 * with a leading quote mark, so the cell still shows the value, as text (CWE-1236).
 */
export function csvCell(value: string): string {
  return `"${defusedText(value).replace(/"/g, '""')}"`;
}
