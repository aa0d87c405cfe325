// The reads nearly every call makes (its session, its person, their client), built once per
// database rather than on every call. Building a query is drizzle's work in JavaScript: the session
// and the person alone took about 170 µs a call, more than PostgreSQL spent answering them. On
// PostgreSQL the statement is also named, so each connection parses and plans it once.
import type { Database } from './client.js';

/**
 * `build(db)` made once for each database (or transaction) it is asked for. A transaction is a
 * database of its own here, so a read asked for inside one runs inside it.
 */
export function preparedFor<P>(build: (db: Database) => P): (db: Database) => P {
  const made = new WeakMap<Database, P>();
  return (db) => {
    let prepared = made.get(db);
    if (!prepared) made.set(db, (prepared = build(db)));
    return prepared;
  };
}
