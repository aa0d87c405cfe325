// The filters of My benefits as the URL holds them (?category=health&status=opted-out): the api's
// own values, which the filter options carry and which read well in a link, turned into the
// GraphQL enums the list takes. A value the schema does not know is no filter, not an error: an
// old bookmark still opens the page.

export const CATEGORIES = ['PENSION', 'INSURANCE', 'HEALTH', 'LIFESTYLE', 'WELLBEING', 'FAMILY', 'TIME_OFF'] as const;
export const STATUSES = ['NOT_SELECTED', 'PENDING', 'APPROVED', 'DECLINED', 'ACTIVE', 'OPTED_OUT'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Status = (typeof STATUSES)[number];

export interface MyBenefitsFilters {
  category: Category | null;
  status: Status | null;
}

/** 'time-off' → 'TIME_OFF' when it is one of `allowed`. */
function enumOf<E extends string>(value: string | null, allowed: readonly E[]): E | null {
  if (!value) return null;
  const name = value.trim().toUpperCase().replace(/-/g, '_');
  return (allowed as readonly string[]).includes(name) ? (name as E) : null;
}

/** 'TIME_OFF' → 'time-off', the value the filter options and the URL use. */
export function urlValueOf(name: string): string {
  return name.toLowerCase().replace(/_/g, '-');
}

export function filtersFrom(search: URLSearchParams): MyBenefitsFilters {
  return { category: enumOf(search.get('category'), CATEGORIES), status: enumOf(search.get('status'), STATUSES) };
}

/** The search params with one filter set (or removed, for null), the others kept. */
export function withFilter(
  search: URLSearchParams,
  name: 'category' | 'status',
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
