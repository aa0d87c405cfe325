// npm run seed -- --demo                          seeds the demo cast (into an empty database)
// npm run seed -- --employees 100000 --client acme  adds generated employees for benchmarks
// npm run seed -- --benefits 50 --client acme      adds generated benefits, each chosen by the
//                                                  client's demo employee when there is one
// The database is DATABASE_URL when set, otherwise the PGlite folder DATA_DIR (default ./data).
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { configFromEnv } from '../config.js';
import { resolveEncryptionKey } from '../secrets/encryption-key.js';
import { SecretBox } from '../secrets/secret-box.js';
import { openDatabase } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { seedGeneratedBenefits } from './seed-benefits.js';
import { demoPassword, seedDemo } from './seed.js';
import { seedGeneratedEmployees } from './seed-employees.js';
import { hashPassword } from '../auth/passwords.js';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    employees: { type: 'string' },
    benefits: { type: 'string' },
    client: { type: 'string', default: 'acme' },
  },
});

const employees = values.employees === undefined ? undefined : Number(values.employees);
const benefitCount = values.benefits === undefined ? undefined : Number(values.benefits);
if (!values.demo && employees === undefined && benefitCount === undefined) {
  console.error('Usage: npm run seed -- --demo | --employees N | --benefits N [--client acme]');
  process.exit(2);
}
for (const [flag, value] of [
  ['--employees', employees],
  ['--benefits', benefitCount],
] as const) {
  if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
    console.error(`${flag} must be a positive whole number`);
    process.exit(2);
  }
}

const dataDir = process.env.DATA_DIR ?? './data';
// The key the api resolves for the same database (server.ts startApi), so that it can open what is sealed here.
const secretBox = new SecretBox(resolveEncryptionKey(configFromEnv(), process.env.DATABASE_URL ? './data' : dataDir));
const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  const started = Date.now();
  if (values.demo) {
    const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
    if (anyone) {
      console.error('The database already has users; the demo cast is only seeded into an empty one.');
      process.exitCode = 1;
    } else {
      await seedDemo(db, { secretBox });
      console.log('Seeded the demo cast.');
    }
  }
  if (employees !== undefined) {
    const [client] = await db
      .select({ id: clients.id, domain: clients.domain })
      .from(clients)
      .where(eq(clients.domain, values.client));
    if (!client) {
      console.error(`No client with domain ${values.client}`);
      process.exitCode = 1;
    } else {
      const ids = await seedGeneratedEmployees(db, {
        clientId: client.id,
        emailDomain: `${client.domain}.test`,
        count: employees,
        passwordHash: await hashPassword(demoPassword),
        secretBox,
      });
      console.log(`Added ${ids.length} employees to ${client.domain}.`);
      // Fresh planner statistics (and a visibility map for index-only scans) for the page queries.
      await db.execute(sql`vacuum analyze users`);
    }
  }
  if (benefitCount !== undefined) {
    const [client] = await db.select().from(clients).where(eq(clients.domain, values.client));
    if (!client) {
      console.error(`No client with domain ${values.client}`);
      process.exitCode = 1;
    } else {
      const [employee] = await db
        .select()
        .from(users)
        .where(eq(users.email, `employee@${client.domain}.test`));
      const rows = await seedGeneratedBenefits(db, {
        clientId: client.id,
        schemeYear: client.schemeYear,
        count: benefitCount,
        selectedBy: employee,
      });
      console.log(
        `Added ${rows.length} benefits to ${client.domain}${employee ? `, each chosen by ${employee.email}` : ''}.`,
      );
    }
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await close();
}
