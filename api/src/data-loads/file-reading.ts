// Reading an employee file (docs/data-loads.md "File type checks"): its type from its content,
// which must agree with its name, then its rows as text cells, streamed: csv-parse for CSV,
// exceljs's streaming WorkbookReader for XLSX (the first worksheet). A formula cell is read as its
// formula's text ("=..."), never evaluated and never its cached result.
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  dataLoadColumns,
  dataLoadColumnsMessage,
  dataLoadFileTypeMessage,
  dataLoadTooLargeMessage,
  type DataLoadColumn,
} from '@portal/contract/data-loads';
import { parse } from 'csv-parse';
import { HttpError } from '../http/errors.js';

export type FileKind = 'csv' | 'xlsx';

/** A row of the file as text cells, with its row number in the file (the header is row 1). */
export interface FileRow {
  row: number;
  cells: string[];
}

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
/** What an XLSX may unpack to, in all, as its zip directory declares: more is a zip bomb. */
export const xlsxMaxUnpackedBytes = 256 * 1024 * 1024;

export const fileTypeError = () => new HttpError(415, { message: dataLoadFileTypeMessage });

/** The names and the declared unpacked size of a zip's entries, from its central directory; null if it has none. */
export function zipDirectory(bytes: Buffer): { names: Set<string>; unpackedBytes: number } | null {
  // The end-of-directory record is in the last 22 bytes, or before a comment of up to 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) !== endOfDirectory) continue;
    const entries = bytes.readUInt16LE(at + 10);
    let offset = bytes.readUInt32LE(at + 16);
    const names = new Set<string>();
    let unpackedBytes = 0;
    for (let entry = 0; entry < entries; entry += 1) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== directoryEntry) return null;
      const unpacked = bytes.readUInt32LE(offset + 24);
      const nameLength = bytes.readUInt16LE(offset + 28);
      // 0xffffffff: a ZIP64 size, which no 20 MB employee file needs.
      unpackedBytes += unpacked === 0xffffffff ? Infinity : unpacked;
      names.add(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    }
    return { names, unpackedBytes };
  }
  return null;
}

/**
 * CSV: named .csv, UTF-8 text (a BOM is fine) without NUL bytes. XLSX: named .xlsx, a zip whose
 * directory holds xl/workbook.xml. Anything else is 415; an XLSX that would unpack to more than
 * 256 MB is 413, before anything is unpacked.
 */
export function fileKindOf(bytes: Buffer, fileName: string): FileKind {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') && bytes.subarray(0, 4).equals(zipMagic)) {
    const directory = zipDirectory(bytes);
    if (directory?.names.has('xl/workbook.xml')) {
      if (directory.unpackedBytes > xlsxMaxUnpackedBytes)
        throw new HttpError(413, { message: dataLoadTooLargeMessage });
      return 'xlsx';
    }
  }
  if (name.endsWith('.csv') && !bytes.includes(0) && isUtf8(bytes)) return 'csv';
  throw fileTypeError();
}

/**
 * The file's rows, header first, as text, a batch at a time (a promise per batch rather than per
 * row: half the time at 100,000 rows); blank rows are skipped.
 */
export function rowsOf(bytes: Buffer, kind: FileKind): AsyncIterable<FileRow[]> {
  return kind === 'csv' ? csvRows(bytes) : xlsxRows(bytes);
}

const csvSlice = 1 << 16;

/**
 * The bytes go to csv-parse 64 KB at a time; what each slice completes is read at once. A row's
 * number is its record's (a quoted cell that spans lines is still one row, as in a spreadsheet);
 * csv-parse's per-record info is not asked for: at 100,000 rows it costs more than it tells.
 */
async function* csvRows(bytes: Buffer): AsyncIterable<FileRow[]> {
  const parser = parse({ bom: true, relax_column_count: true });
  let failure: unknown;
  parser.on('error', (error: unknown) => {
    failure = error;
  });
  let row = 0;
  const parsed = () => {
    const batch: FileRow[] = [];
    for (let cells = parser.read() as string[] | null; cells !== null; cells = parser.read() as string[] | null) {
      row += 1;
      if (cells.some((cell) => cell.trim() !== '')) batch.push({ row, cells });
    }
    // Text that is not CSV (an unclosed quote…) is not the file its name says.
    if (failure) throw fileTypeError();
    return batch;
  };
  for (let offset = 0; offset < bytes.length; offset += csvSlice) {
    parser.write(bytes.subarray(offset, offset + csvSlice));
    yield parsed();
  }
  parser.end();
  const last = parsed();
  // An error in the last slice is told on the next tick: wait for the parser to end.
  await finished(parser).catch(() => {
    throw fileTypeError();
  });
  yield last;
}

const xlsxBatch = 1000;

async function* xlsxRows(bytes: Buffer): AsyncIterable<FileRow[]> {
  // Loaded on the first XLSX: loading exceljs costs every api start 0.3 s, and few ever read one.
  const { default: ExcelJS } = await import('exceljs');
  // styles 'cache' so that a cell formatted as a date arrives as a Date.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let batch: FileRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
        const cells = Array.from(values, (value) => cellText(value));
        if (cells.some((cell) => cell.trim() !== '')) batch.push({ row: row.number, cells });
        if (batch.length >= xlsxBatch) {
          yield batch;
          batch = [];
        }
      }
      break; // The first worksheet only.
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A zip that is not a workbook exceljs can read.
    throw fileTypeError();
  }
  yield batch;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a person sees in it; a formula as its text, dates as DD/MM/YYYY. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date)
    return `${twoDigits(value.getUTCDate())}/${twoDigits(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'object') {
    const cell = value as {
      formula?: string;
      sharedFormula?: string;
      richText?: { text: string }[];
      text?: unknown;
      error?: string;
    };
    if (typeof cell.formula === 'string') return `=${cell.formula}`;
    if (typeof cell.sharedFormula === 'string') return `=${cell.sharedFormula}`;
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if (typeof cell.error === 'string') return cell.error;
  }
  return String(value);
}

/** A header as compared: case, spaces, hyphens and underscores aside ("Employee Number"). */
const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const columnsByKey = new Map<string, DataLoadColumn>();
for (const column of dataLoadColumns) {
  columnsByKey.set(headerKey(column.name), column.name);
  columnsByKey.set(headerKey(column.label), column.name);
}

/** Where each template column is in the file (order free; others ignored); 422 when a required one is missing. */
export function columnPositions(header: string[]): Map<DataLoadColumn, number> {
  const positions = new Map<DataLoadColumn, number>();
  header.forEach((text, index) => {
    const column = columnsByKey.get(headerKey(text));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  if (dataLoadColumns.some((column) => column.required && !positions.has(column.name)))
    throw new HttpError(422, { message: dataLoadColumnsMessage });
  return positions;
}
