// The demo cast (README.md, "Demo accounts"): the client sites, the named people, and enough
// generated Acme employees, benefits and selections that every table has more than one page.
import type { Database } from '../db/client.js';
import { todayInLondon } from '../benefits/display.js';
import { demoIssuerMarker } from '../sso/issuer.js';
import { clients, siteContent } from '../db/schema-clients.js';
import { familyMembers } from '../db/schema-family.js';
import { oneTimeTokens, users } from '../db/schema-people.js';
import { ssoSettings } from '../db/schema-sso.js';
import { ccvBalances } from '../db/schema-vouchers.js';
import { insertCatalogue } from './seed-benefits.js';
import { acmeCatalogue, acmeOrder } from './seed-catalogue.js';
import { globexCatalogue, localhostCatalogue } from './seed-catalogue-others.js';
import { seedTakeup } from './seed-takeup.js';
import { seedCastBenefits } from './seed-cast-benefits.js';
import { contactPage, seedEnquiryOptions } from './seed-contact.js';
import { policyPages } from './seed-content.js';
import { seedGeneratedEmployees } from './seed-employees.js';
import { seedLifeEvents } from './seed-life-events.js';
import { seedLoginHistory } from './seed-logins.js';
import { seedAcmeFaqs, seedHomeContent } from './seed-home.js';
import { hashPassword } from '../auth/passwords.js';
import { hashToken } from '../auth/tokens.js';
import { queueMail } from '../mail/mailer.js';
import { activationMail } from '../mail/messages.js';
import { defaultAvatarSetUrl } from '../profile/avatar-sets.js';
import type { SecretBox } from '../secrets/secret-box.js';

export const demoPassword = 'Tulip-Harbour-79!';
/** The TOTP secrets README.md's demo accounts give out (base32). */
export const demoTotpSecrets = {
  riley: 'JBSWY3DPEHPK3PXP',
  platformAdmin: 'GEZDGNBVGY3TQOJQ',
  sky: 'MNXW45DBMN2C25LT',
} as const;
const schemeYear = 2026;
const avatarSetUrl = defaultAvatarSetUrl;

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
  initech: {
    domain: 'initech',
    clientName: 'Initech Ltd',
    benefitBrandName: 'Initech Perks',
    primaryColour: '2b6cb0',
    secondaryColour: '1a202c',
    supportEmail: 'perks@initech.test',
    contactUsEmail: 'perks@initech.test',
    contactUsEnabled: false,
    // Single sign-on only: no password form (cms sso_access_only).
    ssoEnabled: true,
    ssoAccessOnly: true,
    baseFont: 'Inter',
    headerFont: 'Inter',
  },
} satisfies Record<string, ClientRow>;

export const demoSsoClients = {
  globex: { clientIdentifier: 'globex-benefits', secret: 'globex-demo-sso-secret' },
  initech: { clientIdentifier: 'initech-perks', secret: 'initech-demo-sso-secret' },
} as const;

export interface SeedOptions {
  /** Seals TOTP secrets and resendable links, as the api stores them (its own key). */
  secretBox: SecretBox;
  /** Generated Acme employees on top of the named cast (default 64). */
  employees?: number;
  /** When set, Taylor Green's welcome (activation) mail is queued with a link on this origin. */
  welcomeMailOrigin?: string;
}

/** Employment details as an employer's data load would give them. */
const employment = (
  employeeNumber: string,
  jobTitle: string,
  department: string,
  location: string,
  employmentStartDate: string,
) => ({
  employeeNumber,
  jobTitle,
  department,
  location,
  employmentStartDate,
});

const shiftDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The selection windows, relative to the day of seeding so the demo keeps working: Acme's is open
 * (at least the whole scheme year), Globex's opens in six weeks (its benefits are read only).
 */
function selectionWindows(today: string) {
  const yearStart = `${schemeYear}-01-01`;
  const yearEnd = `${schemeYear}-12-31`;
  const globexOpens = shiftDays(today, 42);
  return {
    acme: {
      selectionWindowOpens: shiftDays(today, -30) < yearStart ? shiftDays(today, -30) : yearStart,
      selectionWindowCloses: shiftDays(today, 90) > yearEnd ? shiftDays(today, 90) : yearEnd,
    },
    globex: { selectionWindowOpens: globexOpens, selectionWindowCloses: shiftDays(globexOpens, 30) },
    localhost: {},
    initech: {},
  };
}

/** Seeds an empty database; not meant to run twice on the same one. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const { secretBox } = options;
  const windows = selectionWindows(todayInLondon());
  // One argon2id hash for everyone: hashing per user would make seeding take minutes.
  const passwordHash = await hashPassword(demoPassword);
  const activatedAt = new Date(Date.UTC(2025, 0, 6));

  const clientIds: Record<keyof typeof demoClients, number> = { localhost: 0, acme: 0, globex: 0, initech: 0 };
  for (const [key, client] of Object.entries(demoClients) as [keyof typeof demoClients, ClientRow][]) {
    const [row] = await db
      .insert(clients)
      .values({ ...client, ...windows[key], schemeYear, avatarSetUrl })
      .returning({ id: clients.id });
    clientIds[key] = row!.id;
    const pages = policyPages(client.clientName, client.benefitBrandName, client.supportEmail ?? '');
    if (client.contactUsEnabled)
      pages.push(contactPage(client.clientName, client.contactUsEmail ?? '', client.benefitBrandPhoneNumber ?? null));
    await db.insert(siteContent).values(pages.map((page) => ({ ...page, clientId: row!.id })));
    if (client.contactUsEnabled) await seedEnquiryOptions(db, row!.id);
  }
  await seedAcmeFaqs(db, clientIds.acme);

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
      person({
        clientId: acme,
        email: 'employee@acme.test',
        firstName: 'Alex',
        surname: 'Morgan',
        dateOfBirth: '1986-07-21',
        annualSalaryPence: 6_000_000,
        ...employment('ACM-00042', 'Production Engineer', 'Engineering', 'Manchester', '2019-04-01'),
      }),
      person({
        clientId: acme,
        email: 'employer@acme.test',
        firstName: 'Sam',
        surname: 'Patel',
        dateOfBirth: '1979-11-02',
        userType: 'employer',
        isApprover: true,
        isEmployerAdmin: true,
        annualSalaryPence: 8_500_000,
        ...employment('ACM-00007', 'Reward Manager', 'People', 'Manchester', '2014-09-15'),
      }),
      person({
        clientId: acme,
        email: 'probation@acme.test',
        firstName: 'Jordan',
        surname: 'Lee',
        dateOfBirth: '1998-02-10',
        onProbation: true,
        annualSalaryPence: 2_800_000,
        ...employment('ACM-01311', 'Warehouse Operative', 'Logistics', 'Leeds', '2026-09-01'),
      }),
      person({
        clientId: acme,
        email: 'leaver@acme.test',
        firstName: 'Casey',
        surname: 'Brown',
        dateOfBirth: '1990-05-30',
        employmentStatus: 'left',
        annualSalaryPence: 3_100_000,
        ...employment('ACM-00388', 'Quality Inspector', 'Engineering', 'Leeds', '2017-02-06'),
      }),
      person({
        clientId: acme,
        email: 'mfa@acme.test',
        firstName: 'Riley',
        surname: 'Evans',
        dateOfBirth: '1984-09-15',
        annualSalaryPence: 5_200_000,
        ...employment('ACM-00512', 'Finance Analyst', 'Finance', 'Manchester', '2020-01-13'),
        mfaEnabled: true,
        mfaSecret: secretBox.seal(demoTotpSecrets.riley),
      }),
      person({
        clientId: acme,
        email: 'new@acme.test',
        firstName: 'Taylor',
        surname: 'Green',
        dateOfBirth: '1990-03-14',
        activated: false,
        annualSalaryPence: 2_600_000,
      }),
      person({
        clientId: globex,
        email: 'employee@globex.test',
        firstName: 'Morgan',
        surname: 'Smith',
        dateOfBirth: '1992-12-01',
        annualSalaryPence: 4_700_000,
        ...employment('GLX-2231', 'Account Manager', 'Sales', 'London', '2021-06-01'),
      }),
      person({
        clientId: globex,
        email: 'employer@globex.test',
        firstName: 'Jamie',
        surname: 'Wong',
        dateOfBirth: '1981-04-18',
        userType: 'employer',
        isEmployerAdmin: true,
        annualSalaryPence: 7_200_000,
      }),
      person({
        clientId: clientIds.initech,
        email: 'employee@initech.test',
        firstName: 'Pat',
        surname: 'Quinn',
        dateOfBirth: '1989-08-08',
        annualSalaryPence: 4_100_000,
      }),
      // Platform administrators must use 2FA.
      person({
        clientId: null,
        email: 'admin@platform.test',
        firstName: 'Platform',
        surname: 'Administrator',
        isPlatformAdmin: true,
        mfaEnabled: true,
        mfaSecret: secretBox.seal(demoTotpSecrets.platformAdmin),
      }),
    ])
    .returning();
  const personBy = (email: string) => cast.find((row) => row.email === email)!;
  const id = (email: string) => personBy(email).id;

  await db.insert(oneTimeTokens).values({
    kind: 'activation',
    tokenHash: hashToken('demo-activation-acme'),
    // Kept sealed like any issued link, so that a welcome-email resend mails this same link.
    tokenSealed: secretBox.seal('demo-activation-acme'),
    userId: id('new@acme.test'),
    // The demo link must keep working for as long as the demo does.
    expiresAt: new Date(Date.UTC(2099, 0, 1)),
  });
  // An unactivated Globex employee: activation where the organisation requires 2FA.
  const [drew] = await db
    .insert(users)
    .values(
      person({
        clientId: globex,
        email: 'new@globex.test',
        firstName: 'Drew',
        surname: 'Parker',
        dateOfBirth: '1988-06-05',
        activated: false,
        annualSalaryPence: 3_300_000,
      }),
    )
    .returning({ id: users.id });
  await db.insert(oneTimeTokens).values({
    kind: 'activation',
    tokenHash: hashToken('demo-activation-globex'),
    tokenSealed: secretBox.seal('demo-activation-globex'),
    userId: drew!.id,
    expiresAt: new Date(Date.UTC(2099, 0, 1)),
  });
  // A Globex employee who signs in through single sign-on: the organisation's 2FA (not yet set up)
  // follows the identity provider's login. Kept apart from the cast above so their ids stay put.
  await db.insert(users).values(
    person({
      clientId: globex,
      email: 'sso@globex.test',
      firstName: 'Avery',
      surname: 'Collins',
      dateOfBirth: '1994-02-17',
      annualSalaryPence: 4_400_000,
    }),
  );
  if (options.welcomeMailOrigin) {
    await queueMail(
      db,
      activationMail('new@acme.test', 'Taylor', 'Acme Rewards', options.welcomeMailOrigin, 'demo-activation-acme'),
    );
  }

  // Globex and Initech sign in at the demo identity provider. Globex requires 2FA and its
  // provider does not enforce MFA, so its people give the code (or set it up) after the provider.
  await db.insert(ssoSettings).values(
    (['globex', 'initech'] as const).map((key) => ({
      clientId: clientIds[key],
      issuer: demoIssuerMarker,
      clientIdentifier: demoSsoClients[key].clientIdentifier,
      clientSecretSealed: secretBox.seal(demoSsoClients[key].secret),
      idpEnforcesMfa: false,
    })),
  );

  const acmeBenefits = await insertCatalogue(db, acme, schemeYear, acmeCatalogue, acmeOrder);
  const globexBenefits = await insertCatalogue(db, globex, schemeYear, globexCatalogue);
  await insertCatalogue(db, clientIds.localhost, schemeYear, localhostCatalogue);

  const generated = await seedGeneratedEmployees(db, {
    clientId: acme,
    emailDomain: 'acme.test',
    count: options.employees ?? 64,
    passwordHash,
    secretBox,
  });
  await seedLoginHistory(db, { clientId: acme, firstId: generated[0] ?? 0, lastId: generated.at(-1) ?? 0 });
  // Inserted after the generated employees so their numbering (and emails) stay as they were.
  // Accepted an older terms revision: logging in shows the new-terms screen ("Nearly there").
  await db.insert(users).values(
    person({
      clientId: acme,
      email: 'terms@acme.test',
      firstName: 'Robin',
      surname: 'Hayes',
      dateOfBirth: '1988-06-09',
      termsAcceptedRevision: 0,
      annualSalaryPence: 3_900_000,
    }),
  );

  const alexFamily = [
    {
      userId: id('employee@acme.test'),
      title: 'Mx',
      firstName: 'Robin',
      surname: 'Morgan',
      dateOfBirth: '1987-03-09',
      genderId: 1,
      relationship: 'partner' as const,
    },
    {
      userId: id('employee@acme.test'),
      firstName: 'Charlie',
      surname: 'Morgan',
      dateOfBirth: '2019-08-24',
      genderId: 2,
      relationship: 'dependant' as const,
    },
  ];
  await db.insert(familyMembers).values(alexFamily);
  await seedCastBenefits(db, {
    acme: acmeBenefits,
    people: {
      alex: personBy('employee@acme.test'),
      sam: personBy('employer@acme.test'),
      jordan: personBy('probation@acme.test'),
    },
    alexFamily: alexFamily.map((member) => ({
      name: `${member.firstName} ${member.surname}`,
      relationship: member.relationship,
      dateOfBirth: member.dateOfBirth,
    })),
    generated,
    secretBox,
  });

  await seedLifeEvents(db, { acme, globex, alexId: id('employee@acme.test'), schemeYear, today: todayInLondon() });

  const homes = [
    { clientId: acme, brand: 'Acme Rewards', windowCloses: windows.acme.selectionWindowCloses, faqs: true },
    { clientId: globex, brand: 'Globex Benefits', windowCloses: null, faqs: false },
    { clientId: clientIds.localhost, brand: 'Demo Benefits', windowCloses: null, faqs: false },
  ];
  for (const home of homes) await seedHomeContent(db, { ...home, schemeYear });

  await db.insert(ccvBalances).values([
    { userId: id('leaver@acme.test'), balancePence: 48650, lastPaymentDate: '2026-01-28' },
    { userId: id('employee@acme.test'), balancePence: 12900, lastPaymentDate: '2026-02-27' },
  ]);

  // A Globex employee who has already set up the 2FA their organisation requires: logs in with a
  // code, and no test changes their 2FA (the contact-us redirect test logs in as them). Seeded
  // last, so that nobody seeded before has their id moved.
  await db.insert(users).values(
    person({
      clientId: globex,
      email: 'mfa@globex.test',
      firstName: 'Sky',
      surname: 'Turner',
      dateOfBirth: '1991-10-22',
      annualSalaryPence: 3_800_000,
      mfaEnabled: true,
      mfaSecret: secretBox.seal(demoTotpSecrets.sky),
    }),
  );

  // An Acme employer who is neither administrator nor approver: sees the employee tables, and is
  // refused the administrator's insights, settings, reports, uploads and vouchers.
  await db.insert(users).values(
    person({
      clientId: acme,
      email: 'hr@acme.test',
      firstName: 'Quinn',
      surname: 'Harper',
      dateOfBirth: '1987-01-30',
      userType: 'employer',
      annualSalaryPence: 4_600_000,
      ...employment('ACM-00120', 'HR Advisor', 'People', 'Manchester', '2022-03-07'),
    }),
  );
  // Take-up figures for the dashboard (docs/benefit-takeup.md), after everyone else.
  await seedTakeup(db, {
    acme: acmeBenefits,
    globex: globexBenefits,
    globexId: globex,
    generated,
    globexPensioners: [id('employee@globex.test'), id('employer@globex.test')],
  });
}
