// The template the administrator fills in: the columns' names as the header row and one example
// row, written in the browser from the columns the api lists (site/csv.ts).
import { csvDataUrl, toCsv } from '../../site/csv';

export function templateCsvUrl(columns: readonly { name: string; example: string }[]): string {
  return csvDataUrl(toCsv([columns.map((column) => column.name), columns.map((column) => column.example)]));
}
