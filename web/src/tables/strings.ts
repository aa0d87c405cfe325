// Words shared by the employer tables. The spec gives none for the table controls, so these are
// ours, plain and en-GB.
import { shellStrings } from '../shell/strings';
export const tableStrings = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Pagination',
  goToPage: (page: number) => `Go to page ${page}`,
  loading: 'Loading...',
  /** The spec's generic failure text, and the retry we offer with it. */
  failed: shellStrings.somethingWentWrong,
  tryAgain: 'Try again',
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
  sortBy: (column: string) => `Sort by ${column}`,
  /** The narrow screen's sort select, where the column headers are out of sight. */
  sortLabel: 'Sort by',
} as const;
