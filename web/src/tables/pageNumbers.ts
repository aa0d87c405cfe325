/**
 * The page buttons to show: always the first and last, the current page and its neighbours, with
 * null where pages are skipped ("1 … 4 5 6 … 12").
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push(null);
    result.push(page);
  });
  return result;
}
