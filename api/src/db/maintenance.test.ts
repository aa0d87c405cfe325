// The embedded database's autovacuum (maintenance.ts): what a pass analyzes and vacuums, and what it
// leaves alone. PGlite only: a PostgreSQL server runs its own autovacuum.
import { PGlite } from '@electric-sql/pglite';
import { maintainEmbedded, needs } from './maintenance.js';

const state = {
  schemaname: 'public',
  relname: 't',
  reltuples: 10_000,
  relpages: 100,
  relallvisible: 100,
  n_mod_since_analyze: 0,
  n_dead_tup: 0,
  n_ins_since_vacuum: 0,
};

test('the thresholds are autovacuum defaults, with the marks a restart keeps standing in for lost counts', () => {
  expect(needs(state)).toEqual({ analyze: false, vacuum: false });
  // Never analyzed, whatever the counts say (they start from nothing after a restart).
  expect(needs({ ...state, reltuples: -1 })).toEqual({ analyze: true, vacuum: false });
  expect(needs({ ...state, n_mod_since_analyze: 1050 }).analyze).toBe(false);
  expect(needs({ ...state, n_mod_since_analyze: 1051 }).analyze).toBe(true);
  expect(needs({ ...state, n_dead_tup: 2051 }).vacuum).toBe(true);
  expect(needs({ ...state, n_ins_since_vacuum: 3001 }).vacuum).toBe(true);
  // Mostly not all-visible: index-only scans would read the heap.
  expect(needs({ ...state, relallvisible: 29 }).vacuum).toBe(true);
  expect(needs({ ...state, relallvisible: 30 }).vacuum).toBe(false);
});

describe('a pass over an embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite('memory://');
    await client.exec(
      "create table people (id int primary key, name text); insert into people select g, 'person ' || g from generate_series(1, 5000) g",
    );
  });
  afterAll(async () => {
    await client.close();
  });

  const statsOf = async () =>
    (
      await client.query<{ reltuples: number; n_dead_tup: number; analyzed: boolean }>(
        `select c.reltuples::float8 as reltuples, s.n_dead_tup::float8 as n_dead_tup, s.last_analyze is not null as analyzed
           from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'people'`,
      )
    ).rows[0]!;

  test('analyzes and vacuums a table filled since, then finds nothing to do', async () => {
    expect(await maintainEmbedded(client)).toEqual({ analyzed: ['people'], vacuumed: ['people'] });
    expect(await statsOf()).toMatchObject({ reltuples: 5000, analyzed: true });
    expect(await maintainEmbedded(client)).toEqual({ analyzed: [], vacuumed: [] });
  });

  test('a fifth of the rows changed: vacuumed and analyzed again; a few: left alone', async () => {
    await client.exec("update people set name = name || '.' where id <= 40");
    expect(await maintainEmbedded(client)).toEqual({ analyzed: [], vacuumed: [] });
    await client.exec("update people set name = name || '.' where id <= 1100");
    expect(await maintainEmbedded(client)).toEqual({ analyzed: ['people'], vacuumed: ['people'] });
    await client.query('select pg_stat_force_next_flush()');
    expect((await statsOf()).n_dead_tup).toBe(0);
  });
});
