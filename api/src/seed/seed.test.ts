// The demo cast that tests, documentation and people rely on (README.md, "Demo accounts").
import { randomBytes } from 'node:crypto';
import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import { SecretBox } from '../secrets/secret-box.js';
import { hashToken } from '../auth/tokens.js';
import { verifyPassword } from '../auth/passwords.js';
import { stepOfCode } from '../auth/totp.js';
import { codeFor } from '../testing/test-totp.js';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { clients, siteContent } from '../db/schema-clients.js';
import { contactEnquiryOptions } from '../db/schema-contact.js';
import { faqGroups } from '../db/schema-content.js';
import { familyMembers } from '../db/schema-family.js';
import { oneTimeTokens, users } from '../db/schema-people.js';
import { selections, statements } from '../db/schema-selections.js';
import { ssoSettings } from '../db/schema-sso.js';
import { ccvBalances } from '../db/schema-vouchers.js';
import { demoPassword, seedDemo } from './seed.js';
import { createTestDatabaseOptions, type TestDatabase } from '../db/testing.js';

let testDatabase: TestDatabase;
let database: OpenDatabase;
const secretBox = new SecretBox(randomBytes(32));
beforeAll(async () => {
  testDatabase = await createTestDatabaseOptions();
  database = await openDatabase(testDatabase.options);
  await seedDemo(database.db, { secretBox });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const userByEmail = async (email: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user!;
};

test('the four client sites and the named people', async () => {
  const sites = await database.db
    .select({ domain: clients.domain, schemeYear: clients.schemeYear })
    .from(clients)
    .orderBy(clients.domain);
  expect(sites).toEqual([
    { domain: 'acme', schemeYear: 2026 },
    { domain: 'globex', schemeYear: 2026 },
    { domain: 'initech', schemeYear: 2026 },
    { domain: 'localhost', schemeYear: 2026 },
  ]);
  // Initech is single-sign-on only; Globex offers it beside the password. Client secrets are sealed.
  const [initech] = await database.db.select().from(clients).where(eq(clients.domain, 'initech'));
  expect(initech).toMatchObject({ ssoEnabled: true, ssoAccessOnly: true });
  expect(await userByEmail('employee@initech.test')).toMatchObject({
    firstName: 'Pat',
    surname: 'Quinn',
    clientId: initech!.id,
  });
  const settings = await database.db.select().from(ssoSettings).orderBy(ssoSettings.clientIdentifier);
  expect(settings.map((row) => [row.clientIdentifier, secretBox.open(row.clientSecretSealed)])).toEqual([
    ['globex-benefits', 'globex-demo-sso-secret'],
    ['initech-perks', 'initech-demo-sso-secret'],
  ]);
  expect(settings.every((row) => !row.clientSecretSealed.includes('demo-sso-secret'))).toBe(true);
  const sam = await userByEmail('employer@acme.test');
  expect(sam).toMatchObject({ firstName: 'Sam', surname: 'Patel', userType: 'employer', isApprover: true });
  expect(await userByEmail('probation@acme.test')).toMatchObject({ firstName: 'Jordan', onProbation: true });
  const riley = await userByEmail('mfa@acme.test');
  expect(riley.mfaEnabled).toBe(true);
  expect(secretBox.open(riley.mfaSecret!)).toBe('JBSWY3DPEHPK3PXP');
  // Platform administrators must use 2FA: the demo one has it, with the secret README.md gives.
  const admin = await userByEmail('admin@platform.test');
  expect(admin).toMatchObject({ isPlatformAdmin: true, clientId: null, mfaEnabled: true });
  expect(secretBox.open(admin.mfaSecret!)).toBe('GEZDGNBVGY3TQOJQ');
  expect(await verifyPassword(sam.passwordHash!, demoPassword)).toBe(true);
  expect(sam.passwordHash).toMatch(/^\$argon2id\$/);
});

test('Taylor Green is waiting for activation by the demo link', async () => {
  const taylor = await userByEmail('new@acme.test');
  expect(taylor).toMatchObject({ dateOfBirth: '1990-03-14', activatedAt: null, passwordHash: null });
  const [token] = await database.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken('demo-activation-acme')));
  expect(token).toMatchObject({ kind: 'activation', userId: taylor.id, usedAt: null });
});

test('Acme has enough employees and pending selections for more than one page', async () => {
  const acme = (await database.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme')))[0]!.id;
  const [people] = await database.db
    .select({
      all: count(),
      activated: count(users.activatedAt),
      withTwoFa: sql<number>`count(*) filter (where ${users.mfaEnabled})`,
    })
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
  const [ccv] = await database.db
    .select({ n: count() })
    .from(benefits)
    .where(and(eq(benefits.clientId, acme), eq(benefits.groupCode, 'ccv')));
  expect(ccv!.n).toBe(1);
});

test('Alex has a family and a year of statements; Casey has vouchers left', async () => {
  const alex = await userByEmail('employee@acme.test');
  const family = await database.db
    .select({ relationship: familyMembers.relationship })
    .from(familyMembers)
    .where(eq(familyMembers.userId, alex.id));
  expect(family.map((member) => member.relationship).sort()).toEqual(['dependant', 'partner']);
  // Twelve months of every group that takes money from Alex's pay.
  const [rows] = await database.db
    .select({
      months: sql<number>`count(distinct (${statements.year}, ${statements.month}))::int`,
      groups: countDistinct(statements.benefitId),
    })
    .from(statements)
    .where(eq(statements.userId, alex.id));
  expect(rows).toEqual({ months: 12, groups: 6 });
  const casey = await userByEmail('leaver@acme.test');
  expect(casey.employmentStatus).toBe('left');
  const [balance] = await database.db.select().from(ccvBalances).where(eq(ccvBalances.userId, casey.id));
  expect(balance!.balancePence).toBeGreaterThan(0);
});

test('every site has its three policies; only Acme has FAQs', async () => {
  const groups = await database.db
    .select({ domain: clients.domain, title: faqGroups.title })
    .from(faqGroups)
    .innerJoin(clients, eq(clients.id, faqGroups.clientId));
  expect(new Set(groups.map((group) => group.domain))).toEqual(new Set(['acme']));
  const pages = await database.db
    .select({ domain: clients.domain, kind: siteContent.kind })
    .from(siteContent)
    .innerJoin(clients, eq(clients.id, siteContent.clientId))
    .where(isNotNull(siteContent.content));
  for (const domain of ['localhost', 'acme', 'globex']) {
    const kinds = pages.filter((page) => page.domain === domain).map((page) => page.kind);
    expect(kinds).toEqual(expect.arrayContaining(['terms-conditions', 'privacy-policy', 'our-cookie-policy']));
  }
});

test('generated employees with 2FA have secrets an authenticator can use, sealed', async () => {
  const rows = await database.db
    .select({ email: users.email, sealed: users.mfaSecret })
    .from(users)
    .where(eq(users.mfaEnabled, true));
  const generated = rows.filter((row) => /^[a-z]+\.[a-z]+\.\d+@acme\.test$/.test(row.email));
  expect(generated.length).toBeGreaterThan(1);
  for (const row of generated) {
    const secret = secretBox.open(row.sealed!);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // otplib decodes it (the old ones failed with "Non-zero padding") and accepts its own code.
    expect(await stepOfCode(secret, await codeFor(secret))).toEqual(expect.any(Number));
  }
});

test("Alex holds a selection in every state; Acme's catalogue has every kind", async () => {
  const alex = await userByEmail('employee@acme.test');
  const held = await database.db
    .select({
      slug: benefits.slug,
      status: selections.status,
      reason: selections.rejectionReason,
      sealed: selections.medicalAnswersSealed,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    // This scheme year's: the previous one's are the statement's comparison.
    .where(and(eq(selections.userId, alex.id), eq(selections.schemeYear, benefits.schemeYear)));
  expect(Object.fromEntries(held.map((row) => [row.slug, row.status]))).toEqual({
    pension: 'active',
    'life-assurance': 'active',
    'private-medical': 'active',
    'dental-insurance': 'active',
    'health-cash-plan': 'active',
    'childcare-vouchers': 'active',
    'critical-illness': 'declined',
    'gym-membership': 'opted-out',
    'technology-scheme': 'pending',
  });
  const declined = held.find((row) => row.status === 'declined')!;
  expect(declined.reason).toEqual(expect.any(String));
  // Health data is sealed: the stored text says nothing of the answers.
  expect(declined.sealed).toMatch(/^v1\./);
  expect(JSON.parse(secretBox.open(declined.sealed!))).toEqual(
    expect.arrayContaining([expect.objectContaining({ answer: true })]),
  );

  const acme = (await database.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme')))[0]!.id;
  const kinds = await database.db
    .selectDistinct({ kind: benefits.kind })
    .from(benefits)
    .where(eq(benefits.clientId, acme));
  expect(kinds.map((row) => row.kind).sort()).toEqual([
    'cover',
    'days',
    'info',
    'level',
    'order',
    'percentage',
    'voucher',
  ]);
  const [catalogue] = await database.db.select({ n: count() }).from(benefits).where(eq(benefits.clientId, acme));
  expect(catalogue!.n).toBeGreaterThanOrEqual(12);
});

test('contact us: the sites that offer it have enquiry options and page content; Globex has neither', async () => {
  const options = await database.db
    .select({ domain: clients.domain, value: contactEnquiryOptions.value })
    .from(contactEnquiryOptions)
    .innerJoin(clients, eq(clients.id, contactEnquiryOptions.clientId));
  expect(new Set(options.map((option) => option.domain))).toEqual(new Set(['localhost', 'acme']));
  const pages = await database.db
    .select({ domain: clients.domain })
    .from(siteContent)
    .innerJoin(clients, eq(clients.id, siteContent.clientId))
    .where(eq(siteContent.kind, 'contact'));
  expect(pages.map((page) => page.domain).sort()).toEqual(['acme', 'localhost']);
  // A Globex person whose required 2FA is already set up (the contact-us redirect test's).
  const sky = await userByEmail('mfa@globex.test');
  expect(sky).toMatchObject({ firstName: 'Sky', surname: 'Turner', mfaEnabled: true });
  expect(secretBox.open(sky.mfaSecret!)).toBe('MNXW45DBMN2C25LT');
});
