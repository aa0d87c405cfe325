// A one-sheet XLSX workbook written as it is read: the few fixed parts of the format, then the
// sheet's rows streamed into its zip entry (archiver), waiting whenever the zip is behind. Text is
// written as inline strings (never a formula, and defused as in CSV), money as numbers in pounds
// with two decimals. exceljs's streaming WorkbookWriter was measured first: it keeps every chunk
// of the sheet in memory until the workbook is committed (+36 MB at 100 000 rows), so the sheet is
// written here instead (docs/reporting.md).
import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';

export type XlsxCell = { kind: 'text'; value: string } | { kind: 'number' | 'money'; value: number } | null;

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

// Style 0: plain; 1: money (built-in number format 2, "0.00"); 2: the bold header.
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Text as XML character data; characters XML cannot hold at all are dropped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- these very characters are what XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: XlsxCell, ref: string, style = 0): string {
  if (cell === null) return '';
  const s = style ? ` s="${style}"` : '';
  if (cell.kind === 'text')
    return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(cell.value)}</t></is></c>`;
  if (!Number.isFinite(cell.value)) return '';
  return `<c r="${ref}"${cell.kind === 'money' ? ' s="1"' : s}><v>${cell.value}</v></c>`;
}

/** Writes a workbook into `out`: `rows` is read a batch at a time, `drained` waits for the consumer. */
export class XlsxSheetWriter {
  private readonly zip = archiver('zip', { zlib: { level: 6 } });
  private readonly sheet = new PassThrough();
  private rowNumber = 0;
  private readonly finished: Promise<void>;

  constructor(out: Writable, sheetName: string, headers: readonly string[], widths: readonly number[]) {
    this.finished = new Promise((done, fail) => {
      this.zip.on('error', fail);
      out.on('error', fail);
      // The zip ends `out` once its last byte is written.
      this.zip.on('end', () => done());
    });
    this.zip.pipe(out);
    this.zip.append(contentTypes, { name: '[Content_Types].xml' });
    this.zip.append(rootRels, { name: '_rels/.rels' });
    this.zip.append(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      { name: 'xl/workbook.xml' },
    );
    this.zip.append(workbookRels, { name: 'xl/_rels/workbook.xml.rels' });
    this.zip.append(styles, { name: 'xl/styles.xml' });
    this.zip.append(this.sheet, { name: 'xl/worksheets/sheet1.xml' });
    const cols = widths
      .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
      .join('');
    this.sheet.write(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${cols}</cols><sheetData>`,
    );
    this.writeRows([headers.map((header): XlsxCell => ({ kind: 'text', value: header }))], 2);
  }

  /** The stream to wait on between batches. */
  get stream(): Writable {
    return this.sheet;
  }

  writeRows(rows: readonly (readonly XlsxCell[])[], style = 0): void {
    const xml = rows
      .map((cells) => {
        this.rowNumber += 1;
        const r = this.rowNumber;
        return `<row r="${r}">${cells.map((cell, i) => cellXml(cell, `${columnName(i)}${r}`, style)).join('')}</row>`;
      })
      .join('');
    this.sheet.write(xml);
  }

  async finish(): Promise<void> {
    this.sheet.end('</sheetData></worksheet>');
    await this.zip.finalize();
    await this.finished;
  }

  abort(): void {
    this.zip.abort();
  }
}
