import { csvDataUrl, csvFromDataUrl, toCsv } from './csv';

test('rows become RFC 4180 CSV: commas, quotes and line breaks are quoted, numbers stay numbers', () => {
  expect(
    toCsv([
      ['Category', 'Amount (£)'],
      ['Salary, gross', 42000],
      ['Say "hi"', 12.5],
      ['Two\nlines', -3],
    ]),
  ).toBe(['Category,Amount (£)', '"Salary, gross",42000', '"Say ""hi""",12.5', '"Two\nlines",-3', ''].join('\r\n'));
});

test.each([
  ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
  ['+44 20 7946 0000', "'+44 20 7946 0000"],
  ['-2+3', "'-2+3"],
  ['@cmd', "'@cmd"],
  ['\tTabbed', "'\tTabbed"],
  ['\rReturned', `"'\rReturned"`],
  ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ['  =HYPERLINK("x")', `"'  =HYPERLINK(""x"")"`],
  [' @SUM(A1)', "' @SUM(A1)"],
  ['\u00A0+1', "'\u00A0+1"],
  ['\u200B-1', "'\u200B-1"],
  ['Pension', 'Pension'],
])('a text cell %j that a spreadsheet would run is neutralised', (cell, written) => {
  expect(toCsv([[cell]])).toBe(`${written}\r\n`);
});

test.each([' Pension', 'a=b', 'Salary - gross'])('text %j that is no formula is left as it is', (cell) => {
  expect(toCsv([[cell]])).toBe(`${cell}\r\n`);
});

test('a negative number is a number, not a formula', () => {
  expect(toCsv([[-25.5]])).toBe('-25.5\r\n');
});

test('the data URL carries the CSV with a byte order mark, and reads back', () => {
  const url = csvDataUrl('a,£1\r\n');
  expect(url.startsWith('data:text/csv;charset=utf-8,%EF%BB%BF')).toBe(true);
  expect(csvFromDataUrl(url)).toBe('a,£1\r\n');
});
