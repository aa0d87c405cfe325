// The one way into a transaction: the callback gets a Database, so that whatever takes a Database
// (an audit row, a queued mail, a job) runs inside it unchanged and no caller casts.
import type { Database } from './client.js';

/**
 * Runs `work` in a transaction: committed when it resolves, rolled back when it throws.
 *
 * Handing the transaction over as a Database is sound, and drizzle's types say so without a cast
 * (this is the one place that relies on it): drizzle's PgTransaction extends PgDatabase with the
 * same query-result kind and schema. At run time too: the handle openDatabase returns as a
 * Database is PGlite's or node-postgres's drizzle database (cast there, once, from the driver's
 * own type), and its transaction (PgliteTransaction, NodePgTransaction) is a PgDatabase of the
 * same driver that sends every query on the transaction's one connection. What the handle does
 * not offer is `rollback()`: a callback ends the transaction by throwing. A withTransaction on a
 * handle already in one opens a savepoint, as drizzle's nested transactions do.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
