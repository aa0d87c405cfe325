// The demo cast of /work/shared/DEMO.md: three client sites, the named people, and enough
// generated Acme employees, benefits and selections that every table has more than one page.
import type { Database } from './client.js';
import {
  benefits,
  ccvBalances,
  clients,
  familyMembers,
  oneTimeTokens,
  selections,
  siteContent,
  statements,
  users,
} from './schema.js';
import { acmeFaqs, contactPage, policyPages } from './seed-content.js';
import { seedGeneratedEmployees } from './seed-employees.js';
import { hashPassword } from '../session/passwords.js';
import { hashToken } from '../session/tokens.js';
import { queueMail } from '../mail/mailer.js';
import { activationMail } from '../mail/messages.js';

export const demoPassword = 'Tulip-Harbour-79!';
const schemeYear = 2026;
const avatarSetUrl = '/avatars/default.svg';

type ClientRow = typeof clients.$inferInsert;
type UserRow = typeof users.$inferInsert;

const demoClients = {
  localhost: {
    domain: 'localhost',
    clientName: 'Demo Company Ltd',
    benefitBrandName: 'Demo Benefits',
    primaryColour: '1bb4bf',
    secondaryColour: '1b1a38',
    supportEmail: 'support@example.com',
    contactUsEmail: 'support@example.com',
    benefitBrandPhoneNumber: '0',
    contactUsEnabled: true,
    logoFileUrl: '/brands/default/logo.svg',
    brandHeaderLogo: '/brands/default/logo.svg',
    mobileLogo: '/brands/default/logo-mobile.svg',
    baseFont: 'Open Sans',
    headerFont: 'Open Sans',
  },
  acme: {
    domain: 'acme',
    clientName: 'Acme Manufacturing Ltd',
    benefitBrandName: 'Acme Rewards',
    primaryColour: '0b6e4f',
    secondaryColour: 'f2a900',
    supportEmail: 'benefits@acme.test',
    contactUsEmail: 'benefits@acme.test',
    benefitBrandPhoneNumber: '0161 496 0000',
    contactUsEnabled: true,
    dataLoadEligibilityImpact: true,
    logoFileUrl: '/brands/acme/logo.svg',
    brandHeaderLogo: '/brands/acme/logo.svg',
    mobileLogo: '/brands/acme/logo-mobile.svg',
    clientLogo: '/brands/acme/client-logo.svg',
    baseFont: 'Roboto',
    headerFont: 'Roboto Slab',
  },
  globex: {
    domain: 'globex',
    clientName: 'Globex Corporation',
    benefitBrandName: 'Globex Benefits',
    primaryColour: 'c8102e',
    secondaryColour: '1d1d1b',
    supportEmail: 'benefits@globex.test',
    contactUsEmail: 'benefits@globex.test',
    benefitBrandPhoneNumber: 'TBC',
    contactUsEnabled: false,
    requiresTwoFa: true,
    ssoEnabled: true,
    logoFileUrl: '/brands/globex/logo.svg',
    brandHeaderLogo: '/brands/globex/logo.svg',
    mobileLogo: '/brands/globex/logo-mobile.svg',
    baseFont: 'Inter',
    headerFont: 'Inter',
  },
} satisfies Record<string, ClientRow>;

export interface SeedOptions {
  /** Generated Acme employees on top of the named cast (default 64). */
  employees?: number;
  /** When set, Taylor Green's welcome (activation) mail is queued with a link on this origin. */
  welcomeMailOrigin?: string;
}

/** Seeds an empty database; not meant to run twice on the same one. */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<void> {
  // One argon2id hash for everyone: hashing per user would make seeding take minutes.
  const passwordHash = await hashPassword(demoPassword);
  const activatedAt = new Date(Date.UTC(2025, 0, 6));

  const clientIds: Record<keyof typeof demoClients, number> = { localhost: 0, acme: 0, globex: 0 };
  for (const [key, client] of Object.entries(demoClients) as [keyof typeof demoClients, ClientRow][]) {
    const [row] = await db.insert(clients).values({ ...client, schemeYear, avatarSetUrl }).returning({ id: clients.id });
    clientIds[key] = row!.id;
    const pages = policyPages(client.clientName, client.benefitBrandName, client.supportEmail ?? '');
    if (client.contactUsEnabled) pages.push(contactPage(client.clientName, client.contactUsEmail ?? ''));
    await db.insert(siteContent).values(pages.map((page) => ({ ...page, clientId: row!.id })));
  }
  // FAQs are stored as a JSON list of {question, answer (HTML)} so the api can list them.
  await db.insert(siteContent).values({ clientId: clientIds.acme, kind: 'faqs', name: 'FAQs', content: JSON.stringify(acmeFaqs) });

  const person = (row: Omit<UserRow, 'passwordHash'> & { activated?: boolean }): UserRow => {
    const { activated = true, ...rest } = row;
    return {
      passwordHash: activated ? passwordHash : null,
      activatedAt: activated ? activatedAt : null,
      termsAcceptedRevision: activated ? 1 : 0,
      firstLogin: !activated,
      ...rest,
    };
  };
  const acme = clientIds.acme;
  const globex = clientIds.globex;
  const cast = await db
    .insert(users)
    .values([
      person({ clientId: acme, email: 'employee@acme.test', firstName: 'Alex', surname: 'Morgan', dateOfBirth: '1986-07-21' }),
      person({ clientId: acme, email: 'employer@acme.test', firstName: 'Sam', surname: 'Patel', dateOfBirth: '1979-11-02', userType: 'employer', isApprover: true }),
      person({ clientId: acme, email: 'probation@acme.test', firstName: 'Jordan', surname: 'Lee', dateOfBirth: '1998-02-10', onProbation: true }),
      person({ clientId: acme, email: 'leaver@acme.test', firstName: 'Casey', surname: 'Brown', dateOfBirth: '1990-05-30', employmentStatus: 'left' }),
      person({ clientId: acme, email: 'mfa@acme.test', firstName: 'Riley', surname: 'Evans', dateOfBirth: '1984-09-15', mfaEnabled: true, mfaSecret: 'JBSWY3DPEHPK3PXP' }),
      person({ clientId: acme, email: 'new@acme.test', firstName: 'Taylor', surname: 'Green', dateOfBirth: '1990-03-14', activated: false }),
      person({ clientId: globex, email: 'employee@globex.test', firstName: 'Morgan', surname: 'Smith', dateOfBirth: '1992-12-01' }),
      person({ clientId: globex, email: 'employer@globex.test', firstName: 'Jamie', surname: 'Wong', dateOfBirth: '1981-04-18', userType: 'employer' }),
      person({ clientId: null, email: 'admin@platform.test', firstName: 'Platform', surname: 'Administrator', isPlatformAdmin: true }),
    ])
    .returning({ id: users.id, email: users.email });
  const id = (email: string) => cast.find((row) => row.email === email)!.id;

  await db.insert(oneTimeTokens).values({
    kind: 'activation',
    tokenHash: hashToken('demo-activation-acme'),
    userId: id('new@acme.test'),
    // The demo link must keep working for as long as the demo does.
    expiresAt: new Date(Date.UTC(2099, 0, 1)),
  });
  // An unactivated Globex employee: activation where the organisation requires 2FA.
  const [drew] = await db
    .insert(users)
    .values(person({ clientId: globex, email: 'new@globex.test', firstName: 'Drew', surname: 'Parker', dateOfBirth: '1988-06-05', activated: false }))
    .returning({ id: users.id });
  await db.insert(oneTimeTokens).values({
    kind: 'activation',
    tokenHash: hashToken('demo-activation-globex'),
    userId: drew!.id,
    expiresAt: new Date(Date.UTC(2099, 0, 1)),
  });
  if (options.welcomeMailOrigin) {
    await queueMail(db, activationMail('new@acme.test', 'Taylor', 'Acme Rewards', options.welcomeMailOrigin, 'demo-activation-acme'));
  }

  const benefitRows = await db
    .insert(benefits)
    .values([
      { clientId: acme, name: 'Cycle to Work', slug: 'cycle-to-work', groupCode: 'cycle', requiresApproval: true, minimumPence: 10000, maximumPence: 300000, stepPence: 100 },
      { clientId: acme, name: 'Technology Scheme', slug: 'technology-scheme', groupCode: 'tech', requiresApproval: true, minimumPence: 20000, maximumPence: 200000, stepPence: 100 },
      { clientId: acme, name: 'Childcare Vouchers', slug: 'childcare-vouchers', groupCode: 'ccv', minimumPence: 1000, maximumPence: 24300, stepPence: 100 },
      { clientId: acme, name: 'Pension', slug: 'pension', groupCode: 'pension', beamSupported: true },
      { clientId: acme, name: 'Dental Insurance', slug: 'dental-insurance', groupCode: 'health' },
      { clientId: globex, name: 'Pension', slug: 'pension', groupCode: 'pension' },
      { clientId: globex, name: 'Cycle to Work', slug: 'cycle-to-work', groupCode: 'cycle', requiresApproval: true },
      { clientId: globex, name: 'Childcare Vouchers', slug: 'childcare-vouchers', groupCode: 'ccv' },
      { clientId: clientIds.localhost, name: 'Pension', slug: 'pension', groupCode: 'pension' },
      { clientId: clientIds.localhost, name: 'Childcare Vouchers', slug: 'childcare-vouchers', groupCode: 'ccv' },
    ])
    .returning({ id: benefits.id, clientId: benefits.clientId, slug: benefits.slug });
  const acmeBenefit = (slug: string) => benefitRows.find((row) => row.clientId === acme && row.slug === slug)!.id;

  const generated = await seedGeneratedEmployees(db, {
    clientId: acme,
    emailDomain: 'acme.test',
    count: options.employees ?? 64,
    passwordHash,
  });
  // Inserted after the generated employees so their numbering (and emails) stay as they were.
  // Accepted an older terms revision: logging in shows the new-terms screen ("Nearly there").
  await db
    .insert(users)
    .values(person({ clientId: acme, email: 'terms@acme.test', firstName: 'Robin', surname: 'Hayes', dateOfBirth: '1988-06-09', termsAcceptedRevision: 0 }));

  const alex = id('employee@acme.test');
  const sam = id('employer@acme.test');
  const created = new Date(Date.UTC(2026, 0, 12));
  await db.insert(selections).values([
    { userId: alex, benefitId: acmeBenefit('pension'), schemeYear, status: 'active', orderValuePence: 25000, createdAt: created },
    { userId: alex, benefitId: acmeBenefit('dental-insurance'), schemeYear, status: 'active', orderValuePence: 1850, createdAt: created },
    { userId: alex, benefitId: acmeBenefit('childcare-vouchers'), schemeYear, status: 'active', orderValuePence: 24300, createdAt: created },
    { userId: sam, benefitId: acmeBenefit('pension'), schemeYear, status: 'active', orderValuePence: 40000, createdAt: created },
    { userId: sam, benefitId: acmeBenefit('cycle-to-work'), schemeYear, status: 'approved', orderValuePence: 120000, createdAt: created },
    // Awaiting approval on two benefits, enough for more than one page of ten each.
    ...generated.slice(0, 14).map((userId, i) => ({
      userId,
      benefitId: acmeBenefit('cycle-to-work'),
      schemeYear,
      status: 'pending' as const,
      orderValuePence: 50000 + i * 12500,
      fields: { 'Bike model': `Roadster ${i + 1}`, Retailer: i % 2 ? 'Halfords' : 'Evans Cycles', Accessories: i % 3 === 0 },
      createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
    })),
    ...generated.slice(14, 26).map((userId, i) => ({
      userId,
      benefitId: acmeBenefit('technology-scheme'),
      schemeYear,
      status: 'pending' as const,
      orderValuePence: 35000 + i * 9900,
      fields: { Product: i % 2 ? 'Laptop' : 'Tablet', Supplier: 'Currys' },
      createdAt: new Date(Date.UTC(2026, 1, 3 + i)),
    })),
  ]);

  await db.insert(familyMembers).values([
    { userId: alex, title: 'Mx', firstName: 'Robin', surname: 'Morgan', dateOfBirth: '1987-03-09', genderId: 1, relationship: 'partner' },
    { userId: alex, firstName: 'Charlie', surname: 'Morgan', dateOfBirth: '2019-08-24', genderId: 2, relationship: 'dependant' },
  ]);

  // The last twelve full months before today, so the statement page always has a year of rows.
  const now = new Date();
  await db.insert(statements).values(
    Array.from({ length: 12 }, (_, i) => {
      const when = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
      return {
        userId: alex,
        benefitId: acmeBenefit('pension'),
        month: when.getUTCMonth() + 1,
        year: when.getUTCFullYear(),
        employeeContributionPence: 25000,
        employerContributionPence: 31250,
      };
    }),
  );

  await db.insert(ccvBalances).values([
    { userId: id('leaver@acme.test'), balancePence: 48650, lastPaymentDate: '2026-01-28' },
    { userId: alex, balancePence: 12900, lastPaymentDate: '2026-02-27' },
  ]);
}
