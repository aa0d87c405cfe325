// The employee tables' totals come from client_user_totals, kept by a trigger on users: they must
// equal a live count of the client through every kind of write.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { clientUserTotals } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

async function live(db: Database, clientId: number) {
  const [row] = await db
    .select({
      people: sql<number>`count(*)::int`,
      registered: sql<number>`count(${users.activatedAt})::int`,
      twoFactor: sql<number>`(count(*) filter (where ${users.mfaEnabled}))::int`,
    })
    .from(users)
    .where(eq(users.clientId, clientId));
  return row;
}

async function kept(db: Database, clientId: number) {
  const [row] = await db
    .select({
      people: clientUserTotals.people,
      registered: clientUserTotals.registered,
      twoFactor: clientUserTotals.twoFactor,
    })
    .from(clientUserTotals)
    .where(eq(clientUserTotals.clientId, clientId));
  return row;
}

test('the kept totals equal a live count after inserts, activations, 2FA changes, moves between clients and deletes', async () => {
  const db = t.api.db;
  const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [globex] = await db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'globex'));
  const both = async () => {
    expect(await kept(db, acme!.id)).toEqual(await live(db, acme!.id));
    expect(await kept(db, globex!.id)).toEqual(await live(db, globex!.id));
  };
  await both();

  const added = await db
    .insert(users)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        clientId: acme!.id,
        email: `totals-${i}@acme.test`,
        firstName: 'Total',
        surname: `Person ${i}`,
      })),
    )
    .returning({ id: users.id });
  await both();
  const ids = added.map((row) => row.id);
  await db
    .update(users)
    .set({ activatedAt: sql`now()` })
    .where(inArray(users.id, ids.slice(0, 10)));
  await both();
  await db
    .update(users)
    .set({ mfaEnabled: true })
    .where(inArray(users.id, ids.slice(5, 15)));
  await both();
  // A login moves nothing counted.
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(inArray(users.id, ids));
  await both();
  await db
    .update(users)
    .set({ clientId: globex!.id })
    .where(inArray(users.id, ids.slice(0, 3)));
  await both();
  await db.delete(users).where(inArray(users.id, ids));
  await both();
});
