// The one helper that turns the REST APIs' page/per_page/total into Relay connections, the schema's
// one shape for a paged list. A cursor encodes the row's offset, so `after` maps back onto a page
// number, and the connection also says which page it is and how many there are ("page 3 of 12").
import { gatewayError } from './errors.js';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
}

export function offsetCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64url');
}

function offsetOf(cursor: string): number | null {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** The page number the arguments ask for, with a page of `perPage` rows (the api's fixed size). */
export function pageOf(args: PageArgs, perPage: number): number {
  if (args.first !== undefined && args.first !== null && (args.first < 1 || args.first > perPage)) {
    throw gatewayError('BAD_USER_INPUT', `first must be between 1 and ${perPage}`);
  }
  if (args.page !== undefined && args.page !== null) {
    if (!Number.isInteger(args.page) || args.page < 1) throw gatewayError('BAD_USER_INPUT', 'page must be 1 or more');
    return args.page;
  }
  if (args.after) {
    const offset = offsetOf(args.after);
    if (offset === null) throw gatewayError('BAD_USER_INPUT', 'after is not a cursor of this list');
    return Math.floor((offset + 1) / perPage) + 1;
  }
  return 1;
}

export interface RestPage<T> {
  rows: T[];
  page: number;
  perPage: number;
  lastPage: number;
  total: number;
}

export function connectionOf<T, N>(result: RestPage<T>, toNode: (row: T) => N) {
  const start = (result.page - 1) * result.perPage;
  const edges = result.rows.map((row, index) => ({ cursor: offsetCursor(start + index), node: toNode(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: result.page < result.lastPage,
      hasPreviousPage: result.page > 1,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: result.total,
    pageCount: result.lastPage,
    currentPage: result.page,
    perPage: result.perPage,
  };
}

/** The spec's percentageRegistered: part / total x 100, rounded to one decimal; 0 for no one. */
export function percentageOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}
