// The decisions behind home's content, apart from the UI: the state each of the cards and the
// banners is in (idle, loading, success or error), and what voucher-only mode may show
// (nothing that leads to My benefits or the dashboard).

export type HomeContentStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * `items` as the gateway answered them: a list (success), null (the api failed: error), or not
 * read at all (idle). A read in progress is loading whatever is on screen meanwhile.
 */
export function homeContentStatus(items: readonly unknown[] | null | undefined, loading: boolean): HomeContentStatus {
  if (loading) return 'loading';
  if (items === undefined) return 'idle';
  return items === null ? 'error' : 'success';
}

const HIDDEN_IN_VOUCHER_ONLY = /^\/app\/(my-benefits|dashboard)(\/|$)/;

/** True for a link voucher-only mode must not offer. Content is filtered by the api already; this
 *  keeps the rule true whatever content a client writes. */
export function leadsOutOfVoucherOnly(link: string | null | undefined): boolean {
  return Boolean(link && HIDDEN_IN_VOUCHER_ONLY.test(link));
}

export function shownInMode<T extends { readonly link?: string | null }>(
  items: readonly T[],
  voucherOnly: boolean,
): readonly T[] {
  return voucherOnly ? items.filter((item) => !leadsOutOfVoucherOnly(item.link)) : items;
}
