// The reads nearly every call makes (its session, its person, their client), built once per
// database rather than on every call. Building a query is drizzle's work in JavaScript: the session
// and the person alone took about 170 µs a call, more than PostgreSQL spent answering them. On
// PostgreSQL the statement is also named, so each connection parses and plans it once.
import type { Database } from './client.js';

// A connection keeps one statement a name: two reads of one name would have the second refused.
const names = new Set<string>();

/**
 * The query `build(db)` makes, prepared as `name` once for each database (or transaction) it is
 * asked for. A transaction is a database of its own here, so a read asked for inside one runs in it.
 */
export function preparedFor<P>(
  name: string,
  build: (db: Database) => { prepare(name: string): P },
): (db: Database) => P {
  if (names.has(name)) throw new Error(`Two prepared reads are named ${name}: each needs a name of its own`);
  names.add(name);
  const made = new WeakMap<Database, P>();
  return (db) => {
    let prepared = made.get(db);
    if (!prepared) made.set(db, (prepared = build(db).prepare(name)));
    return prepared;
  };
}
