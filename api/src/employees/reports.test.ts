// CSV cells a spreadsheet would run as formulas (CWE-1236), leading blanks
// included: spreadsheet programs skip them before looking for = + - or @.
import { csvCell } from './reports.js';

test.each([
  ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ['+1', `"'+1"`],
  ['-1', `"'-1"`],
  ['@SUM(A1)', `"'@SUM(A1)"`],
  ['\tTab', `"'\tTab"`],
  ['\rCR', `"'\rCR"`],
  ['  =HYPERLINK("x")', `"'  =HYPERLINK(""x"")"`],
  ['\n+1', `"'\n+1"`],
  [' @SUM(A1)', `"' @SUM(A1)"`],
  ['\u00A0=1+1', `"'\u00A0=1+1"`],
  ['\u202F\u3000-2', `"'\u202F\u3000-2"`],
  ['\uFEFF=1', `"'\uFEFF=1"`],
  ['\u200B@x', `"'\u200B@x"`],
  [' \t\r\n\v\f=1', `"' \t\r\n\v\f=1"`],
])('%j is defused with a leading quote mark, and still shows the value', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

test.each(['Riley Evans', 'mfa@acme.test', ' Riley', "O'Brien", '2026-01-01', 'a=b', ''])(
  '%j is left as it is',
  (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  },
);
