// Generated employees, deterministic so that tests and benchmarks can name them, inserted in
// batches so that 100 000 of them take seconds.
import { count, eq } from 'drizzle-orm';
import type { SecretBox } from '../secrets/secret-box.js';
import { newTwoFactorSecret } from '../auth/totp.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';

const firstNames = [
  'Olivia',
  'Noah',
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Arthur',
  'Mia',
  'Leo',
  'Ivy',
  'Harry',
  'Lily',
  'Oscar',
  'Freya',
  'Theo',
  'Grace',
  'Finley',
  'Sophia',
  'Jack',
  'Rosie',
  'Alfie',
  'Evie',
  'Henry',
  'Ella',
  'Charlie',
  'Maya',
  'Thomas',
  'Poppy',
  'Archie',
];
const surnames = [
  'Smith',
  'Jones',
  'Taylor',
  'Williams',
  'Brown',
  'Davies',
  'Wilson',
  'Evans',
  'Thomas',
  'Johnson',
  'Roberts',
  'Walker',
  'Wright',
  'Robinson',
  'Thompson',
  'White',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Lewis',
  'Martin',
  'Jackson',
  'Clarke',
  'Clark',
  'Turner',
  'Hill',
  'Scott',
  'Cooper',
  'Morris',
];

// Departments and sites in the proportions of a manufacturer, so employer insights have a spread.
const departments = [
  'Production',
  'Production',
  'Production',
  'Engineering',
  'Logistics',
  'Logistics',
  'Sales',
  'Finance',
  'People',
  'IT',
];
const locations = ['Manchester', 'Manchester', 'Leeds', 'Birmingham', 'Glasgow'];

const batchSize = 2000;

export interface GeneratedEmployeesOptions {
  clientId: number;
  /** The client's email domain, e.g. 'acme.test'. */
  emailDomain: string;
  count: number;
  /** One argon2id hash shared by every activated employee (hashing each would take minutes). */
  passwordHash: string;
  /** Seals the TOTP secrets of those who use 2FA, as the api stores them. */
  secretBox: SecretBox;
}

/** Returns the ids of the new employees, in order. */
export async function seedGeneratedEmployees(db: Database, options: GeneratedEmployeesOptions): Promise<number[]> {
  // Numbering continues after the client's existing users, so repeated runs add new emails.
  const [existing] = await db.select({ n: count() }).from(users).where(eq(users.clientId, options.clientId));
  const offset = existing?.n ?? 0;
  const ids: number[] = [];
  for (let start = 0; start < options.count; start += batchSize) {
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = start; i < Math.min(options.count, start + batchSize); i += 1) {
      const n = offset + i + 1;
      const firstName = firstNames[n % firstNames.length]!;
      const surname = surnames[Math.floor(n / firstNames.length) % surnames.length]!;
      // Two in three have activated their account; one in four of those uses 2FA.
      const activated = n % 3 !== 0;
      const mfa = activated && n % 4 === 0;
      rows.push({
        clientId: options.clientId,
        email: `${firstName}.${surname}.${n}@${options.emailDomain}`.toLowerCase(),
        passwordHash: activated ? options.passwordHash : null,
        firstName,
        surname,
        dateOfBirth: `${1960 + (n % 40)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
        userType: 'employee',
        employmentStatus: n % 50 === 0 ? 'left' : 'active',
        onProbation: n % 17 === 0,
        // £22,000 to £60,400 in £1,600 steps.
        annualSalaryPence: 2_200_000 + (n % 25) * 160_000,
        employeeNumber: `E${String(n).padStart(6, '0')}`,
        department: departments[n % departments.length]!,
        location: locations[Math.floor(n / 3) % locations.length]!,
        employmentStartDate: `${2005 + (n % 21)}-${String((n % 12) + 1).padStart(2, '0')}-01`,
        activatedAt: activated ? new Date(Date.UTC(2025, n % 12, (n % 28) + 1)) : null,
        termsAcceptedRevision: activated ? 1 : 0,
        firstLogin: !activated,
        mfaEnabled: mfa,
        // A secret as the api issues one (20 random bytes in base32), so that these people can
        // log in with an authenticator app like anyone else.
        mfaSecret: mfa ? options.secretBox.seal(newTwoFactorSecret()) : null,
      });
    }
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
