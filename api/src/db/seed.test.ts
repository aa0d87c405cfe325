// The demo cast that tests, documentation and people rely on (DEMO.md).
import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import { hashToken } from '../session/tokens.js';
import { verifyPassword } from '../session/passwords.js';
import { openDatabase, type OpenDatabase } from './client.js';
import { benefits, ccvBalances, clients, familyMembers, oneTimeTokens, selections, siteContent, statements, users } from './schema.js';
import { demoPassword, seedDemo } from './seed.js';
import { createTestDatabaseOptions, type TestDatabase } from './testing.js';

let testDatabase: TestDatabase;
let database: OpenDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabaseOptions();
  database = await openDatabase(testDatabase.options);
  await seedDemo(database.db);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const userByEmail = async (email: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user!;
};

test('the three client sites and the named people', async () => {
  const sites = await database.db.select({ domain: clients.domain, schemeYear: clients.schemeYear }).from(clients).orderBy(clients.domain);
  expect(sites).toEqual([
    { domain: 'acme', schemeYear: 2026 },
    { domain: 'globex', schemeYear: 2026 },
    { domain: 'localhost', schemeYear: 2026 },
  ]);
  const sam = await userByEmail('employer@acme.test');
  expect(sam).toMatchObject({ firstName: 'Sam', surname: 'Patel', userType: 'employer', isApprover: true });
  expect(await userByEmail('probation@acme.test')).toMatchObject({ firstName: 'Jordan', onProbation: true });
  expect(await userByEmail('mfa@acme.test')).toMatchObject({ mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP' });
  expect(await userByEmail('admin@platform.test')).toMatchObject({ isPlatformAdmin: true, clientId: null });
  expect(await verifyPassword(sam.passwordHash!, demoPassword)).toBe(true);
  expect(sam.passwordHash).toMatch(/^\$argon2id\$/);
});

test('Taylor Green is waiting for activation by the demo link', async () => {
  const taylor = await userByEmail('new@acme.test');
  expect(taylor).toMatchObject({ dateOfBirth: '1990-03-14', activatedAt: null, passwordHash: null });
  const [token] = await database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken('demo-activation-acme')));
  expect(token).toMatchObject({ kind: 'activation', userId: taylor.id, usedAt: null });
});

test('Acme has enough employees and pending selections for more than one page', async () => {
  const acme = (await database.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme')))[0]!.id;
  const [people] = await database.db
    .select({ all: count(), activated: count(users.activatedAt), withTwoFa: sql<number>`count(*) filter (where ${users.mfaEnabled})` })
    .from(users)
    .where(eq(users.clientId, acme));
  expect(people!.all).toBeGreaterThanOrEqual(66);
  expect(people!.activated).toBeLessThan(people!.all);
  expect(Number(people!.withTwoFa)).toBeGreaterThan(1);

  const [pending] = await database.db
    .select({ benefits: countDistinct(selections.benefitId), selections: count() })
    .from(selections)
    .where(eq(selections.status, 'pending'));
  expect(pending!.benefits).toBeGreaterThanOrEqual(2);
  expect(pending!.selections).toBeGreaterThan(20);
  const [ccv] = await database.db.select({ n: count() }).from(benefits).where(and(eq(benefits.clientId, acme), eq(benefits.groupCode, 'ccv')));
  expect(ccv!.n).toBe(1);
});

test('Alex has a family and a year of statements; Casey has vouchers left', async () => {
  const alex = await userByEmail('employee@acme.test');
  const family = await database.db.select({ relationship: familyMembers.relationship }).from(familyMembers).where(eq(familyMembers.userId, alex.id));
  expect(family.map((member) => member.relationship).sort()).toEqual(['dependant', 'partner']);
  const [rows] = await database.db.select({ n: count() }).from(statements).where(eq(statements.userId, alex.id));
  expect(rows!.n).toBe(12);
  const casey = await userByEmail('leaver@acme.test');
  expect(casey.employmentStatus).toBe('left');
  const [balance] = await database.db.select().from(ccvBalances).where(eq(ccvBalances.userId, casey.id));
  expect(balance!.balancePence).toBeGreaterThan(0);
});

test('every site has its three policies; only Acme has FAQs', async () => {
  const pages = await database.db
    .select({ domain: clients.domain, kind: siteContent.kind })
    .from(siteContent)
    .innerJoin(clients, eq(clients.id, siteContent.clientId))
    .where(isNotNull(siteContent.content));
  for (const domain of ['localhost', 'acme', 'globex']) {
    const kinds = pages.filter((page) => page.domain === domain).map((page) => page.kind);
    expect(kinds).toEqual(expect.arrayContaining(['terms-conditions', 'privacy-policy', 'our-cookie-policy']));
  }
  expect(pages.filter((page) => page.kind === 'faqs').map((page) => page.domain)).toEqual(['acme']);
});
