// The template the administrator fills in: the columns' names as the header row and one example
// row, written in the browser from the columns the api lists (format/csv.ts).
import { csvDataUrl, toCsv } from '../../format/csv';

export function templateCsvUrl(columns: readonly { name: string; example: string }[]): string {
  return csvDataUrl(toCsv([columns.map((column) => column.name), columns.map((column) => column.example)]));
}
