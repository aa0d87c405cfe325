// The XLSX writer on its own: text that XML must escape or cannot hold, money and whole numbers,
// read back by exceljs as a spreadsheet program would.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { XlsxSheetWriter, xmlText } from './xlsx.js';

test('xmlText escapes markup and drops the characters XML 1.0 cannot hold', () => {
  expect(xmlText('A & B <c> "d"')).toBe('A &amp; B &lt;c&gt; &quot;d&quot;');
  expect(xmlText('bell\u0007 tab\t')).toBe('bell tab\t');
});

test('a sheet written in batches reads back with its header, text, money and numbers', async () => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new XlsxSheetWriter(out, 'Payroll & <more>', ['Name', 'Amount (£)', 'Year'], [12, 12, 12]);
  writer.writeRows([
    [
      { kind: 'text', value: 'Smith & <Jones>\u0001' },
      { kind: 'money', value: 12.5 },
      { kind: 'number', value: 2026 },
    ],
  ]);
  writer.writeRows([[{ kind: 'text', value: "'=1+1" }, null, { kind: 'number', value: 2027 }]]);
  await writer.finish();
  const workbook = new ExcelJS.Workbook();
  const bytes = Buffer.concat(chunks);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Payroll & <more>');
  expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount (£)', 'Year']);
  expect(sheet.getRow(2).values).toEqual([undefined, 'Smith & <Jones>', 12.5, 2026]);
  expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.00');
  expect(sheet.getRow(3).getCell(1).value).toBe("'=1+1");
  expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
  expect(sheet.getRow(3).getCell(2).value).toBeNull();
});
