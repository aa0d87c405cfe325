// Reports as files, written while they are read: CSV by hand, XLSX by xlsx.ts (its sheet streamed
// into an archiver zip), several at once as a zip with archiver. Each waits for the socket when it is
// full, so memory holds one batch whatever the size. Text cells are defused in both formats
// (CWE-1236, http/spreadsheet-cells.ts); money is written in pounds.
import { PassThrough, type Writable } from 'node:stream';
import type { ReportFormat } from '@portal/contract/reports';
import archiver from 'archiver';
import type { Response } from 'express';
import type { Database } from '../db/client.js';
import { nextTurn } from '../event-loop.js';
import { csvCell, defusedText } from '../http/spreadsheet-cells.js';
import { markReportsFailed, markReportsReady } from './reports.js';
import { type Cell, type Column, type Report, reportSource } from './rows.js';
import { XlsxSheetWriter, type XlsxCell } from './xlsx.js';

const contentTypes: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const fileStems = { payroll: 'payroll-report', provider: 'provider-report', lifeevent: 'life-event-report' } as const;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** payroll-report-2026-03.csv, provider-report-2026-03-aviva.xlsx… */
export function reportFileName(report: Report, format: ReportFormat): string {
  const provider = report.providerName ? `-${slug(report.providerName)}` : '';
  return `${fileStems[report.type]}-${report.year}-${String(report.month).padStart(2, '0')}${provider}.${format}`;
}

/**
 * Resolves when the stream can take more. The embedded database answers without the event loop
 * ever reaching its I/O phase, so without a turn between batches the socket would be written only
 * once the whole report had been read: it waits for a turn either way.
 */
async function drained(stream: Writable): Promise<void> {
  await nextTurn();
  if (!stream.writableNeedDrain) return;
  await new Promise<void>((done, fail) => {
    const onDrain = () => {
      stream.off('close', onClose);
      done();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      fail(new Error('The download was closed'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

function csvValue(cell: Cell, column: Column): string {
  if (cell === null) return '""';
  if (column.kind === 'money') return (Number(cell) / 100).toFixed(2);
  if (column.kind === 'number') return String(cell);
  return csvCell(String(cell));
}

async function writeCsv(db: Database, report: Report, out: Writable): Promise<void> {
  const source = reportSource(db, report);
  // A byte-order mark, so that spreadsheet programs read the names as UTF-8.
  out.write(`\uFEFF${source.columns.map((column) => csvCell(column.header)).join(',')}\r\n`);
  await drained(out);
  for await (const batch of source.batches) {
    if (out.destroyed) return;
    out.write(batch.map((row) => `${row.map((cell, i) => csvValue(cell, source.columns[i]!)).join(',')}\r\n`).join(''));
    await drained(out);
  }
}

function xlsxValue(cell: Cell, column: Column): XlsxCell {
  if (cell === null) return null;
  if (column.kind === 'money') return { kind: 'money', value: Number(cell) / 100 };
  if (column.kind === 'number') return { kind: 'number', value: Number(cell) };
  // An inline string is never a formula in XLSX, but the file may be saved as CSV later: defuse it too.
  return { kind: 'text', value: defusedText(String(cell)) };
}

async function writeXlsx(db: Database, report: Report, out: Writable): Promise<void> {
  const source = reportSource(db, report);
  const sheetName = report.label.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ');
  const writer = new XlsxSheetWriter(
    out,
    sheetName,
    source.columns.map((column) => column.header),
    source.columns.map((column) => Math.max(12, column.header.length + 2)),
  );
  try {
    await drained(writer.stream);
    for await (const batch of source.batches) {
      if (out.destroyed) return;
      writer.writeRows(batch.map((row) => row.map((cell, i) => xlsxValue(cell, source.columns[i]!))));
      await drained(writer.stream);
    }
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
}

function writeReport(db: Database, report: Report, format: ReportFormat, out: Writable): Promise<void> {
  return format === 'xlsx' ? writeXlsx(db, report, out) : writeCsv(db, report, out);
}

function startFile(res: Response, contentType: string, fileName: string): void {
  res.status(200);
  res.set({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.flushHeaders();
}

/**
 * A failure part-way: the reports go to error and the error goes on to the error handler, which
 * logs it and cuts the connection, so no one takes a short file for a whole one.
 */
async function failed(db: Database, reports: readonly Report[], error: unknown): Promise<never> {
  await markReportsFailed(
    db,
    reports.map((report) => report.id),
  ).catch(() => undefined);
  throw error;
}

/** One report, streamed into the response. */
export async function streamReportFile(
  db: Database,
  res: Response,
  report: Report,
  format: ReportFormat,
): Promise<void> {
  startFile(res, contentTypes[format], reportFileName(report, format));
  try {
    await writeReport(db, report, format, res);
    if (res.destroyed) return;
    await markReportsReady(db, [report.id]);
    res.end();
  } catch (error) {
    if (!res.destroyed) await failed(db, [report], error);
  }
}

/** Several reports as one zip, each written in turn into its own entry. */
export async function streamReportZip(
  db: Database,
  res: Response,
  reports: readonly Report[],
  format: ReportFormat,
): Promise<void> {
  startFile(res, 'application/zip', `reports.zip`);
  const zip = archiver('zip', { zlib: { level: 6 } });
  const zipped = new Promise<void>((done, fail) => {
    zip.on('error', fail);
    res.on('finish', done);
    res.on('close', done);
  });
  zip.pipe(res);
  const names = new Set<string>();
  try {
    for (const report of reports) {
      let name = reportFileName(report, format);
      // Two requests for the same report are two entries: number the second.
      for (let n = 2; names.has(name); n += 1) name = reportFileName(report, format).replace(/\.(\w+)$/, `-${n}.$1`);
      names.add(name);
      const entry = new PassThrough();
      zip.append(entry, { name });
      await writeReport(db, report, format, entry);
      entry.end();
      if (res.destroyed) return;
    }
    await zip.finalize();
    await zipped;
    await markReportsReady(
      db,
      reports.map((report) => report.id),
    );
  } catch (error) {
    zip.abort();
    if (!res.destroyed) await failed(db, reports, error);
  }
}
