// Employee engagement and insights through every tier (gateway GraphQL -> api REST -> database):
// Sam reads Acme's seeded figures; Quinn and an employee get nothing; Jamie gets Globex's only.
import { eq } from 'drizzle-orm';
import { users } from '../../api/src/db/schema-people.js';
import { startSession } from '../../api/src/auth/sessions.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;

async function sessionOf(email: string) {
  const [user] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await startSession(stack.db, user!.id)).token;
}

beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const ENGAGEMENT =
  '{ viewer { employeeEngagement(period: MONTH) { period logins { periodStart logins } registrations { registeredTotal } activeUsersLast30Days } } }';
const INSIGHTS =
  '{ viewer { employeeInsights { totals { headcount registered twoFactor } byDepartment { name headcount } byLocation { name headcount } } } }';

interface Engagement {
  period: string;
  logins: { periodStart: string; logins: number }[];
  registrations: { registeredTotal: number }[];
  activeUsersLast30Days: number;
}
interface Insights {
  totals: { headcount: number; registered: number; twoFactor: number };
  byDepartment: { name: string | null; headcount: number }[];
  byLocation: { name: string | null; headcount: number }[];
}

test("Sam reads Acme's year of logins by month and its workforce by department and location", async () => {
  const sam = await sessionOf('employer@acme.test');
  const engagement = await stack.graphql<{ viewer: { employeeEngagement: Engagement } }>(
    ENGAGEMENT,
    {},
    { token: sam },
  );
  expect(engagement.body.errors).toBeUndefined();
  const figures = engagement.body.data!.viewer.employeeEngagement;
  expect(figures.period).toBe('MONTH');
  expect(figures.logins).toHaveLength(12);
  expect(figures.logins.every((month) => month.logins > 0)).toBe(true);
  expect(figures.activeUsersLast30Days).toBeGreaterThan(0);
  const insights = await stack.graphql<{ viewer: { employeeInsights: Insights } }>(INSIGHTS, {}, { token: sam });
  const workforce = insights.body.data!.viewer.employeeInsights;
  expect(workforce.byDepartment.map((row) => row.name)).toContain('Production');
  expect(workforce.byLocation.reduce((sum, row) => sum + row.headcount, 0)).toBe(workforce.totals.headcount);
});

test('Quinn and an employee are refused both; Jamie gets Globex figures, never Acme’s', async () => {
  for (const email of ['hr@acme.test', 'employee@acme.test']) {
    const token = await sessionOf(email);
    for (const query of [ENGAGEMENT, INSIGHTS]) {
      const refused = await stack.graphql(query, {}, { token });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(refused.body.data)).not.toMatch(/Production|Manchester|periodStart/);
    }
  }
  const jamie = await sessionOf('employer@globex.test');
  const insights = await stack.graphql<{ viewer: { employeeInsights: Insights } }>(INSIGHTS, {}, { token: jamie });
  const globex = insights.body.data!.viewer.employeeInsights;
  const [jamieRow] = await stack.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'employer@globex.test'));
  const globexPeople = await stack.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, jamieRow!.clientId!));
  expect(globex.totals.headcount).toBeLessThanOrEqual(globexPeople.length);
  expect(globex.byDepartment.map((row) => row.name)).not.toContain('Production');
  expect(globex.byLocation.map((row) => row.name)).not.toContain('Manchester');
});
