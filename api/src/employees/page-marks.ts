// Pages deep in a client's whole employee list (the budget: the deepest page within 1.5 times the
// first, docs/performance.md). A page read by offset walks every index entry before it: half the
// list for the middle page, since a page past the middle is read from the far end (5 ms of 100 000
// employees on PostgreSQL, 10 on PGlite, against 1 and 2 for the first page). Instead, every n-th
// key of the list in each sort is kept (employee_page_marks), and a deep page is read from the
// nearest mark before it, skipping fewer than n entries. The marks belong to one order of the
// client's people: client_user_totals.order_version moves on whenever it may have changed (a
// trigger on users), and marks of an older version are read again, once, by the next deep page.
import { employeesPerPage as perPage } from '@portal/contract/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { clientUserTotals, employeePageMarks } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { type SortField, sortColumns } from './sort-keys.js';

/** Rows between two marks: about 100 marks for 100 000 people, a deep page skips under 1 000. */
export const defaultSpacing = 1000;

/**
 * The sorts that have marks: those whose key has no nullable column, so that "at or after a key"
 * is one row comparison the index answers. Registration dates may be null: that sort keeps
 * reading by offset.
 */
const marked: ReadonlySet<SortField> = new Set(['name', 'email', 'two_factor']);

type Key = (string | number | boolean)[];

/**
 * The ids of rows [start, end) of the client's whole list in ascending order of `sortBy`, read
 * from the nearest mark; undefined when the sort has no marks or the rows are near enough to an
 * end of the list to be read by offset as cheaply.
 */
export async function idsFromMarks(
  db: Database,
  clientId: number,
  sortBy: SortField,
  start: number,
  end: number,
  total: number,
  spacing = defaultSpacing,
): Promise<number[] | undefined> {
  if (!marked.has(sortBy) || Math.min(start, total - end) < spacing) return undefined;
  const columns = sortColumns[sortBy];
  const marks = await marksOf(db, clientId, sortBy, columns, spacing);
  const at = Math.floor(start / spacing);
  const mark = marks[at];
  // The list has changed since the total was read and no longer reaches this far.
  if (!mark) return undefined;
  const fromMark = sql`(${sql.join(columns, sql`, `)}) >= (${sql.join(
    mark.map((value) => sql`${value}`),
    sql`, `,
  )})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), fromMark))
    .orderBy(...columns.map((column) => asc(column)))
    .limit(end - start)
    .offset(start - at * spacing);
  return rows.map((row) => row.id);
}

/** The client's current marks for a sort: the stored ones, or read again (and stored) when stale. */
async function marksOf(
  db: Database,
  clientId: number,
  sortBy: string,
  columns: AnyPgColumn[],
  spacing: number,
): Promise<Key[]> {
  const [stored] = await db
    .select({ marks: employeePageMarks.marks })
    .from(employeePageMarks)
    .innerJoin(
      clientUserTotals,
      and(
        eq(clientUserTotals.clientId, employeePageMarks.clientId),
        eq(clientUserTotals.orderVersion, employeePageMarks.orderVersion),
      ),
    )
    .where(
      and(
        eq(employeePageMarks.clientId, clientId),
        eq(employeePageMarks.sortBy, sortBy),
        eq(employeePageMarks.spacing, spacing),
      ),
    );
  if (stored) return stored.marks;
  // One statement, so the keys and the version they are stored with are of one snapshot: a change
  // committed meanwhile has moved the version on, and the next deep page reads them again.
  const order = sql.join(columns, sql`, `);
  const result = (await db.execute(sql`
    insert into ${employeePageMarks} (client_id, sort_by, spacing, order_version, marks)
    select ${clientId}, ${sortBy}, ${spacing}, t.order_version,
      coalesce((select jsonb_agg(jsonb_build_array(${sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) order by position)
        from (select ${order}, row_number() over (order by ${order}) - 1 as position from ${users} where ${users.clientId} = ${clientId}) as listed
        where position % ${spacing} = 0), '[]'::jsonb)
    from ${clientUserTotals} t where t.client_id = ${clientId}
    on conflict (client_id, sort_by) do update
      set spacing = excluded.spacing, order_version = excluded.order_version, marks = excluded.marks
    returning marks`)) as unknown as { rows: { marks: Key[] }[] };
  return result.rows[0]?.marks ?? [];
}

/** Rows [start, end) of a page of `perPage` in the list's own direction, as an ascending range. */
export function ascendingRange(page: number, total: number, range: 'asc' | 'desc'): { start: number; end: number } {
  const start = (page - 1) * perPage;
  const end = Math.min(start + perPage, total);
  return range === 'asc' ? { start, end } : { start: total - end, end: total - start };
}
