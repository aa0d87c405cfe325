// The embedded database's autovacuum. PGlite is one PostgreSQL backend with no background workers,
// so nothing ever ran ANALYZE or VACUUM on it: the planner knew nothing of the tables' sizes (at
// 100 000 employees a substring search walked the name index and took 90 ms instead of 5 with its
// trigram index), and index-only scans read the heap for every row they skipped. The api does what
// autovacuum does on a server, with its default thresholds, at start and then once a minute
// (docs/deploying.md). A PostgreSQL server's own autovacuum needs no help.
import type { PGlite } from '@electric-sql/pglite';

/** What one pass did: the tables analyzed and vacuumed. */
export interface MaintenancePass {
  analyzed: string[];
  vacuumed: string[];
}

interface TableState {
  schemaname: string;
  relname: string;
  /** -1 until the table is first analyzed or vacuumed; kept in the catalog across restarts. */
  reltuples: number;
  relpages: number;
  relallvisible: number;
  n_mod_since_analyze: number;
  n_dead_tup: number;
  n_ins_since_vacuum: number;
}

/**
 * PostgreSQL's defaults (autovacuum_analyze_threshold 50 and scale factor 0.1, vacuum 50 and 0.2,
 * insert 1000 and 0.2). The counts of changes live in memory and are lost when the database closes,
 * so two marks that are kept on disk stand in for them after a restart: a table never analyzed
 * (reltuples -1), and one whose pages are mostly not all-visible (the visibility map, which
 * index-only scans read).
 */
export function needs(table: TableState): { analyze: boolean; vacuum: boolean } {
  const rows = Math.max(0, table.reltuples);
  const analyze = table.reltuples < 0 || table.n_mod_since_analyze > 50 + 0.1 * rows;
  const vacuum =
    table.n_dead_tup > 50 + 0.2 * rows ||
    table.n_ins_since_vacuum > 1000 + 0.2 * rows ||
    table.relpages - table.relallvisible > 50 + 0.2 * table.relpages;
  return { analyze, vacuum };
}

/** One pass over every table of the database: each is analyzed and vacuumed when its changes call for it. */
export async function maintainEmbedded(client: PGlite): Promise<MaintenancePass> {
  // The backend keeps its counts of changes to itself until they are flushed to the views below.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<TableState>(
    `select s.schemaname, s.relname, c.reltuples::float8 as reltuples, c.relpages::float8 as relpages, c.relallvisible::float8 as relallvisible,
            s.n_mod_since_analyze::float8 as n_mod_since_analyze, s.n_dead_tup::float8 as n_dead_tup,
            s.n_ins_since_vacuum::float8 as n_ins_since_vacuum
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.schemaname, s.relname`,
  );
  const pass: MaintenancePass = { analyzed: [], vacuumed: [] };
  for (const table of rows) {
    const { analyze, vacuum } = needs(table);
    if (!analyze && !vacuum) continue;
    const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
    const name = `${quoted(table.schemaname)}.${quoted(table.relname)}`;
    await client.exec(
      `${vacuum ? 'vacuum' : ''}${vacuum && analyze ? ' (analyze)' : analyze ? 'analyze' : ''} ${name}`,
    );
    if (analyze) pass.analyzed.push(table.relname);
    if (vacuum) pass.vacuumed.push(table.relname);
  }
  return pass;
}
