// The employee's benefits through every tier (gateway GraphQL -> api REST -> database): the list
// with costs, one benefit with its selection, setup with its rules, opting out, statements, the
// approval loop closed with a reason, and total reward.
import { eq } from 'drizzle-orm';
import { startSession } from '../../api/src/auth/sessions.js';
import { users } from '../../api/src/db/schema-people.js';
import { fromGlobalId } from '../../gateway/src/schema/shared/global-id.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
let alex: string;
let sam: string;

async function sessionOf(email: string) {
  const [user] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await startSession(stack.db, user!.id)).token;
}

beforeAll(async () => {
  stack = await startStack();
  alex = await sessionOf('employee@acme.test');
  sam = await sessionOf('employer@acme.test');
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

interface Card {
  id: string;
  slug: string;
  status: string;
  statusLabel: string;
  costs: { employeeGross: number; employeeNet: number } | null;
}

const LIST = `query ($category: BenefitCategory, $status: SelectionStatus) { viewer {
  benefits(category: $category, status: $status) { id slug title status statusLabel costs { employeeGross employeeNet } }
  benefitCosts { total { employeeGross employeeNet employer } } } }`;

async function cards(token = alex, variables: Record<string, unknown> = {}): Promise<Card[]> {
  const { body } = await stack.graphql<{ viewer: { benefits: Card[] } }>(LIST, variables, {
    token,
    host: 'acme.localhost',
  });
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.benefits;
}

const idOf = async (slug: string, token = alex) => (await cards(token)).find((card) => card.slug === slug)!.id;

const PAGE = `query ($id: ID!) { viewer { benefit(id: $id) {
  title status statusLabel termsAcceptanceRequired terms { version }
  selection { status statusLabel rejectionReason peopleCovered cta { type } costs { employeeGross employeeNet employer } }
  editFields { name type minimum maximum stepSize }
  statements { label employeeContribution employerContribution total }
} } }`;

async function page(id: string, token = alex) {
  const { body } = await stack.graphql<{ viewer: { benefit: Record<string, unknown> | null } }>(
    PAGE,
    { id },
    { token, host: 'acme.localhost' },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.benefit as {
    status: string;
    termsAcceptanceRequired: boolean;
    terms: { version: number } | null;
    selection: {
      status: string;
      statusLabel: string;
      rejectionReason: string | null;
      peopleCovered: string[];
      cta: { type: string } | null;
    } | null;
    editFields: {
      name: string;
      type: string;
      minimum: number | null;
      maximum: number | null;
      stepSize: number | null;
    }[];
    statements: { label: string; total: number }[] | null;
  } | null;
}

const SETUP = `mutation ($input: SetUpBenefitInput!) { setUpBenefit(input: $input) {
  benefit { status statusLabel selection { status values { name value } } } errors { field message } } }`;

test("Alex's list: one card per eligible benefit with its status, and the running total", async () => {
  const list = await cards();
  expect(list.length).toBeGreaterThanOrEqual(12);
  const bySlug = Object.fromEntries(list.map((card) => [card.slug, card]));
  expect(bySlug['pension']).toMatchObject({ status: 'ACTIVE', statusLabel: 'Active' });
  expect(bySlug['technology-scheme']).toMatchObject({ status: 'PENDING', statusLabel: 'Awaiting approval' });
  expect(bySlug['critical-illness']).toMatchObject({ status: 'DECLINED', statusLabel: 'Rejected' });
  expect(bySlug['cycle-to-work']).toMatchObject({ status: 'NOT_SELECTED', costs: null });
  // Salary sacrifice costs less than it takes from gross pay.
  expect(bySlug['pension']!.costs!.employeeNet).toBeLessThan(bySlug['pension']!.costs!.employeeGross);

  const filtered = await cards(alex, { status: 'ACTIVE' });
  expect(filtered.every((card) => card.status === 'ACTIVE')).toBe(true);
  expect(filtered.length).toBeLessThan(list.length);
});

test('a benefit of another client, or one the viewer is not eligible for, is simply not there', async () => {
  const { body } = await stack.graphql<{ viewer: { benefit: null } }>(
    PAGE,
    { id: '13' },
    { token: alex, host: 'acme.localhost' },
  );
  expect(body.data).toEqual({ viewer: { benefit: null } });
  const jordan = await sessionOf('probation@acme.test');
  expect((await cards(jordan)).map((card) => card.slug)).not.toContain('private-medical');
});

test('a declined selection shows its reason and offers to reapply; an active one has its statement', async () => {
  const declined = await page(await idOf('critical-illness'));
  expect(declined!.selection).toMatchObject({ status: 'DECLINED', cta: { type: 'reapply' } });
  expect(declined!.selection!.rejectionReason).toEqual(expect.any(String));
  const pension = await page(await idOf('pension'));
  expect(pension!.statements!.length).toBe(12);
  expect(pension!.statements![0]!.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
});

test('setup refuses a value off its limits in the spec words, then accepts one on them', async () => {
  const id = await idOf('cycle-to-work');
  const product = await page(id);
  const value = product!.editFields.find((field) => field.type === 'AMOUNT')!;
  const refused = await stack.graphql<{ setUpBenefit: { errors: { field: string; message: string }[] } }>(
    SETUP,
    { input: { benefitId: id, values: [{ name: value.name, value: String(value.maximum! + value.stepSize!) }] } },
    { token: alex, host: 'acme.localhost' },
  );
  expect(refused.body.data!.setUpBenefit.errors[0]!.message).toMatch(
    /^Please enter a value between £[\d,]+\.\d\d and £[\d,]+\.\d\d$/,
  );
});

test('the approval loop: Cycle to Work goes pending, the employer rejects it with a reason, Alex sees it and is mailed', async () => {
  const id = await idOf('cycle-to-work');
  const product = await page(id);
  const values = product!.editFields.map((field) => ({
    name: field.name,
    value: field.type === 'AMOUNT' ? String(field.minimum! * 4) : field.type === 'BOOLEAN' ? 'false' : 'Roadster',
  }));
  const chosen = await stack.graphql<{ setUpBenefit: { benefit: { status: string }; errors: unknown[] } }>(
    SETUP,
    { input: { benefitId: id, values, acceptedTermsVersion: product!.terms?.version ?? null } },
    { token: alex, host: 'acme.localhost' },
  );
  expect(chosen.body.data!.setUpBenefit).toMatchObject({ errors: [], benefit: { status: 'PENDING' } });

  // Oldest first, ten a page: the newest choice is on the last page.
  const PENDING = `query ($id: ID!, $page: Int) { viewer { pendingSelections(benefitId: $id, page: $page) { pageCount edges { node { id employeeName } } } } }`;
  type Pending = {
    viewer: { pendingSelections: { pageCount: number; edges: { node: { id: string; employeeName: string } }[] } };
  };
  // The approvals pages are keyed by the benefit's own number, as the dashboard links them.
  const benefitNumber = fromGlobalId(id)!.id;
  const first = await stack.graphql<Pending>(PENDING, { id: benefitNumber }, { token: sam, host: 'acme.localhost' });
  const last = await stack.graphql<Pending>(
    PENDING,
    { id: benefitNumber, page: first.body.data!.viewer.pendingSelections.pageCount },
    { token: sam, host: 'acme.localhost' },
  );
  const mine = last.body.data!.viewer.pendingSelections.edges.find((edge) => edge.node.employeeName === 'Alex Morgan');
  expect(mine).toBeDefined();
  const decided = await stack.graphql<{ decideSelections: { processedCount: number } }>(
    `mutation ($input: DecideSelectionsInput!) { decideSelections(input: $input) { processedCount } }`,
    { input: { selectionIds: [mine!.node.id], approval: false, reason: 'Please choose a retailer from our list' } },
    { token: sam, host: 'acme.localhost' },
  );
  expect(decided.body.data!.decideSelections.processedCount).toBe(1);

  const after = await page(id);
  expect(after!.selection).toMatchObject({
    status: 'DECLINED',
    statusLabel: 'Rejected',
    rejectionReason: 'Please choose a retailer from our list',
    cta: { type: 'reapply' },
  });
  const mails = await fetch(`${stack.apiUrl}/demo/mailbox?to=employee@acme.test`).then(
    (response) => response.json() as Promise<{ data: { subject: string; text: string }[] }>,
  );
  expect(mails.data.some((mail) => mail.text.includes('Please choose a retailer from our list'))).toBe(true);
});

test('opting out of Childcare Vouchers makes it Opted out, with the reapply call to action', async () => {
  // Not Dental: its own window keeps it read only until a life event (docs/life-events.md).
  const id = await idOf('childcare-vouchers');
  const { body } = await stack.graphql<{
    optOutOfBenefit: {
      benefit: { status: string; selection: { status: string; cta: { type: string } | null } };
      errors: unknown[];
    };
  }>(
    `mutation ($input: OptOutOfBenefitInput!) { optOutOfBenefit(input: $input) { benefit { status selection { status cta { type } } } errors { message } } }`,
    { input: { benefitId: id } },
    { token: alex, host: 'acme.localhost' },
  );
  expect(body.data!.optOutOfBenefit).toMatchObject({
    errors: [],
    benefit: { status: 'OPTED_OUT', selection: { status: 'OPTED_OUT', cta: { type: 'reapply' } } },
  });
});

test('total reward by year and by month, by category', async () => {
  const TOTAL = `query ($mode: OverviewMode) { viewer { totalReward(mode: $mode) { mode total categories { category value } } totalRewardCard { totalAnnual } } }`;
  const year = await stack.graphql<{
    viewer: {
      totalReward: { mode: string; total: number; categories: { category: string; value: number }[] };
      totalRewardCard: { totalAnnual: number };
    };
  }>(TOTAL, { mode: 'YEAR' }, { token: alex, host: 'acme.localhost' });
  const reward = year.body.data!.viewer.totalReward;
  expect(reward.mode).toBe('YEAR');
  // Salary, then each benefit under its own category, as My benefits shows it (Private Medical:
  // health). Childcare Vouchers, opted out of above, no longer counts.
  expect(reward.categories.map((row) => row.category)).toEqual(['SALARY', 'PENSION', 'INSURANCE', 'HEALTH']);
  expect(reward.total).toBe(reward.categories.reduce((sum, row) => sum + row.value, 0));
  const month = await stack.graphql<{ viewer: { totalReward: { mode: string; total: number } } }>(
    TOTAL,
    { mode: 'MONTH' },
    { token: alex, host: 'acme.localhost' },
  );
  expect(month.body.data!.viewer.totalReward.mode).toBe('MONTH');
  expect(month.body.data!.viewer.totalReward.total).toBeLessThan(reward.total);

  // The statement, through the gateway: this scheme year beside the previous one, the same total.
  const STATEMENT = `{ viewer { totalRewardStatement { schemeYear previousSchemeYear total benefits { title current { employerValue } previous { employerValue } } employerContributions { title kind } } } }`;
  const statement = await stack.graphql<{
    viewer: {
      totalRewardStatement: {
        schemeYear: number;
        previousSchemeYear: number;
        total: number;
        benefits: { title: string; current: object | null; previous: object | null }[];
        employerContributions: { title: string; kind: string }[];
      };
    };
  }>(STATEMENT, {}, { token: alex, host: 'acme.localhost' });
  const body = statement.body.data!.viewer.totalRewardStatement;
  expect(body).toMatchObject({ schemeYear: 2026, previousSchemeYear: 2025, total: reward.total });
  expect(body.benefits.find((row) => row.title === 'Gym Membership')).toMatchObject({ current: null });
  expect(body.employerContributions.find((row) => row.title === 'Pension')?.kind).toBe('PENSION_CONTRIBUTION');
});
