// The benefits list costs a constant number of SQL queries, whatever the number of benefits or
// selections (the list at 50 benefits is one GraphQL request and constant api work).
import { costsTotal, eligibleBenefits } from '@portal/contract/benefits';
import { eq } from 'drizzle-orm';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { type JsonResponse, useTestApi } from '../testing/test-api.js';

let counting = false;
let queries = 0;
// The job worker polls its table on its own clock: its queries are not the request's.
const t = useTestApi({}, { onQuery: (sql) => (queries += counting && !sql.includes('"jobs"') ? 1 : 0) });

async function queriesFor<T>(call: () => Promise<JsonResponse<T>>): Promise<{ count: number; body: T }> {
  queries = 0;
  counting = true;
  const { status, body } = await call();
  counting = false;
  expect(status).toBe(200);
  return { count: queries, body };
}

test('the eligible list and the running total read as many queries for 12 benefits as for 52', async () => {
  const alex = await t.logIn('employee@acme.test');
  // The session's first call records where it is used from (a write the later ones skip).
  await t.get('/user', alex);
  const small = await queriesFor(() => t.call(eligibleBenefits, 200, { token: alex }));
  const smallTotal = await queriesFor(() => t.call(costsTotal, 200, { token: alex }));

  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [person] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  const added = await t.api.db
    .insert(benefits)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        clientId: acme!.id,
        schemeYear: 2026,
        name: `Perk ${i + 1}`,
        slug: `perk-${i + 1}`,
        groupCode: `perk-${i + 1}`,
        kind: 'voucher' as const,
        config: { kind: 'voucher' as const, amount: { minimum: 100, maximum: 10000, step: 100 } },
      })),
    )
    .returning({ id: benefits.id });
  // A history of two selections on each: the latest one counts.
  await t.api.db.insert(selections).values(
    added.flatMap(({ id }) => [
      { userId: person!.id, benefitId: id, schemeYear: 2026, status: 'opted-out' as const },
      { userId: person!.id, benefitId: id, schemeYear: 2026, status: 'active' as const, employeeMonthlyPence: 100 },
    ]),
  );

  const large = await queriesFor(() => t.call(eligibleBenefits, 200, { token: alex }));
  expect(large.body.benefits).toHaveLength(small.body.benefits.length + 40);
  expect(large.count).toBe(small.count);
  expect(small.count).toBeLessThanOrEqual(6);
  const largeTotal = await queriesFor(() => t.call(costsTotal, 200, { token: alex }));
  expect(largeTotal.body.selections).toHaveLength(smallTotal.body.selections.length + 40);
  expect(largeTotal.count).toBe(smallTotal.count);
});
