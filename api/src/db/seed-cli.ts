// npm run seed -- --demo                          seeds the demo cast (into an empty database)
// npm run seed -- --employees 100000 --client acme  adds generated employees for benchmarks
// The database is DATABASE_URL when set, otherwise the PGlite folder DATA_DIR (default ./data).
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import { clients, users } from './schema.js';
import { demoPassword, seedDemo } from './seed.js';
import { seedGeneratedEmployees } from './seed-employees.js';
import { hashPassword } from '../session/passwords.js';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    employees: { type: 'string' },
    client: { type: 'string', default: 'acme' },
  },
});

const employees = values.employees === undefined ? undefined : Number(values.employees);
if (!values.demo && employees === undefined) {
  console.error('Usage: npm run seed -- --demo | --employees N [--client acme]');
  process.exit(2);
}
if (employees !== undefined && !(Number.isInteger(employees) && employees > 0)) {
  console.error('--employees must be a positive whole number');
  process.exit(2);
}

const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const started = Date.now();
  if (values.demo) {
    const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
    if (anyone) {
      console.error('The database already has users; the demo cast is only seeded into an empty one.');
      process.exitCode = 1;
    } else {
      await seedDemo(db);
      console.log('Seeded the demo cast.');
    }
  }
  if (employees !== undefined) {
    const [client] = await db.select({ id: clients.id, domain: clients.domain }).from(clients).where(eq(clients.domain, values.client));
    if (!client) {
      console.error(`No client with domain ${values.client}`);
      process.exitCode = 1;
    } else {
      const ids = await seedGeneratedEmployees(db, {
        clientId: client.id,
        emailDomain: `${client.domain}.test`,
        count: employees,
        passwordHash: await hashPassword(demoPassword),
      });
      console.log(`Added ${ids.length} employees to ${client.domain}.`);
      // Fresh planner statistics (and a visibility map for index-only scans) for the page queries.
      await db.execute(sql`vacuum analyze users`);
    }
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await close();
}
