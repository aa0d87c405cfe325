// The reads built once (prepared.ts) answer as the queries they replaced: inside a transaction they
// see its changes, outside it they do not, and on PostgreSQL each connection takes the named
// statement however many times and from however many callers it is asked for. Two reads cannot
// share a name: a connection keeps one statement a name.
import { eq } from 'drizzle-orm';
import { clientOf } from './clients.js';
import { preparedFor } from './prepared.js';
import { clients } from './schema-clients.js';
import { withTransaction } from './transaction.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test("a prepared read inside a transaction runs in it: it sees the transaction's change, which others do not until it commits", async () => {
  const db = t.api.db;
  const [acme] = await db.select().from(clients).where(eq(clients.domain, 'acme'));
  const person = { clientId: acme!.id };
  expect((await clientOf(db, person))?.clientName).toBe(acme!.clientName);

  let seenInside: string | undefined;
  let seenOutside: string | undefined;
  await withTransaction(db, async (tx) => {
    await tx.update(clients).set({ clientName: 'Acme Renamed' }).where(eq(clients.id, acme!.id));
    seenInside = (await clientOf(tx, person))?.clientName;
    // PGlite has one connection, which the transaction holds: a read beside it would wait for it.
    if (process.env.TEST_DATABASE_URL) seenOutside = (await clientOf(db, person))?.clientName;
  });
  expect(seenInside).toBe('Acme Renamed');
  if (process.env.TEST_DATABASE_URL) expect(seenOutside).toBe(acme!.clientName);
  expect((await clientOf(db, person))?.clientName).toBe('Acme Renamed');
  await db.update(clients).set({ clientName: acme!.clientName }).where(eq(clients.id, acme!.id));
});

test('many reads side by side, over every connection of the pool, answer alike', async () => {
  const db = t.api.db;
  const [acme] = await db.select().from(clients).where(eq(clients.domain, 'acme'));
  const names = await Promise.all(
    Array.from({ length: 40 }, async () => (await clientOf(db, { clientId: acme!.id }))?.clientName),
  );
  expect(new Set(names)).toEqual(new Set([acme!.clientName]));
});

test('a second read of a name taken is refused when its module loads, not by the database later', () => {
  expect(() =>
    preparedFor('client_by_id', (db) => db.select().from(clients).where(eq(clients.domain, 'acme'))),
  ).toThrow('Two prepared reads are named client_by_id: each needs a name of its own');
});
