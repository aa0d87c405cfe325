// npm run admin -- masquerade <email> --reason "..." [--admin admin@platform.test] [--scheme-year 2026]
// Prints a one-time masquerade link for the person, under the rules of the web screen
// (docs/masquerade.md). The administrator may be left out when there is exactly one.
// The database is DATABASE_URL when set, otherwise the PGlite folder DATA_DIR (default ./data).
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { startMasqueradeBody } from '@portal/contract/masquerade';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { HttpError } from '../http/errors.js';
import { startMasquerade } from './masquerade.js';

const usage =
  'Usage: npm run admin -- masquerade <email> --reason "..." [--admin <administrator email>] [--scheme-year YYYY]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' }, admin: { type: 'string' }, 'scheme-year': { type: 'string' } },
});

const [command, email] = positionals;
if (command !== 'masquerade' || !email) {
  console.error(usage);
  process.exit(2);
}

const config = configFromEnv();
const { db, close } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  const admins = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.isPlatformAdmin, true),
        values.admin ? sql`lower(${users.email}) = ${values.admin.toLowerCase()}` : undefined,
      ),
    );
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const body = startMasqueradeBody.safeParse({
    userId: person?.id ?? 0,
    reason: values.reason,
    schemeYear: values['scheme-year'] === undefined ? undefined : Number(values['scheme-year']),
  });
  if (admins.length !== 1) {
    console.error(
      values.admin
        ? `${values.admin} is not a platform administrator.`
        : 'Name the administrator with --admin <email>.',
    );
    process.exitCode = 2;
  } else if (!person) {
    console.error(`Nobody has the email ${email}.`);
    process.exitCode = 1;
  } else if (!body.success) {
    console.error(
      `${usage}\n${body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
    process.exitCode = 2;
  } else {
    const admin = admins[0]!;
    const link = await startMasquerade(
      { db, config },
      { user: admin, session: { userId: admin.id, masqueradeUserId: null } },
      body.data,
    );
    console.log(`${link.url}\n(single use, until ${link.expiresAt})`);
  }
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(JSON.stringify(error.body));
  process.exitCode = 1;
} finally {
  await close();
}
