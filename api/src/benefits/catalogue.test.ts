// Which benefits a person sees, over the real api: only their client's, in its scheme year, that
// they are eligible for; everything else is "removed or relocated". Cards, filters, one benefit
// with its selection, related benefits and FAQs, statements and the running total.
import * as benefitsApi from '@portal/contract/benefits';
import { eq } from 'drizzle-orm';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { startSession } from '../auth/sessions.js';
import { benefitIdOf } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';
import { benefitGoneMessage } from './catalogue.js';

const t = useTestApi();
let alex: string;

beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
});

const slugs = (cards: benefitsApi.BenefitCard[]) => cards.map((card) => card.slug).sort();

test("Alex's cards: every state, costs only where a selection costs money now", async () => {
  const { status, body } = await t.call(benefitsApi.eligibleBenefits, 200, { token: alex });
  expect(status).toBe(200);
  expect(body.schemeYear).toBe(2026);
  const bySlug = Object.fromEntries(body.benefits.map((card) => [card.slug, card]));
  expect(Object.fromEntries(body.benefits.map((card) => [card.slug, card.statusLabel]))).toMatchObject({
    pension: 'Active',
    'technology-scheme': 'Awaiting approval',
    'critical-illness': 'Rejected',
    'gym-membership': 'Opted out',
    'cycle-to-work': 'Not selected',
    'dental-insurance': 'Active',
  });
  // Pension by salary sacrifice at 40 % tax and 2 % NI: £250.00 costs £145.00 net; Acme adds 125 %.
  expect(bySlug.pension!.costs).toEqual({
    employeeGross: 25000,
    employeeNet: 14500,
    taxSaving: 10000,
    niSaving: 500,
    employer: 31250,
  });
  expect(bySlug['critical-illness']!.costs).toBeNull();
  expect(bySlug['gym-membership']!.costs).toBeNull();
  expect(bySlug['cycle-to-work']!.costs).toBeNull();
  expect(bySlug['technology-scheme']!.costs).toMatchObject({ employeeGross: expect.any(Number) });
  // Display order is the client's, not alphabetical.
  expect(body.benefits[0]!.slug).toBe('pension');
});

test('the filters count what the person has; the list filters by category and status', async () => {
  const filters = await t.call(benefitsApi.benefitFilters, 200, { token: alex });
  expect(filters.body.categories).toContainEqual({ value: 'health', label: 'Health', count: 3 });
  expect(filters.body.statuses).toContainEqual({ value: 'declined', label: 'Rejected', count: 1 });
  expect(filters.body.statuses.map((option) => option.value)).not.toContain('approved');
  const health = await t.call(benefitsApi.eligibleBenefits, 200, { query: { category: 'health' }, token: alex });
  expect(slugs(health.body.benefits)).toEqual(['dental-insurance', 'health-cash-plan', 'private-medical']);
  const declined = await t.call(benefitsApi.eligibleBenefits, 200, { query: { status: 'declined' }, token: alex });
  expect(slugs(declined.body.benefits)).toEqual(['critical-illness']);
  expect(await t.get('/benefits/user/eligible?category=cars', alex)).toMatchObject({
    status: 422,
    body: { errors: { category: ['Unknown category'] } },
  });
});

test('eligibility: probation and leavers see fewer benefits, and the others are not there for them', async () => {
  const jordan = await t.logIn('probation@acme.test');
  const seen = slugs((await t.call(benefitsApi.eligibleBenefits, 200, { token: jordan })).body.benefits);
  for (const slug of ['critical-illness', 'private-medical', 'cycle-to-work', 'technology-scheme', 'holiday-trading'])
    expect(seen).not.toContain(slug);
  expect(seen).toContain('pension');
  const hidden = await t.get(`/benefit/${await benefitIdOf(t.api.db, 'critical-illness')}`, jordan);
  expect(hidden).toMatchObject({ status: 404, body: { message: benefitGoneMessage } });

  // A voucher-only leaver sees only their balance: the catalogue is refused them.
  const casey = await t.logIn('leaver@acme.test');
  expect(await t.get('/benefits/user/eligible', casey)).toMatchObject({
    status: 403,
    body: { refusal: 'voucher-only' },
  });
});

test("another client's benefit, another scheme year's and a withdrawn one all answer 404, everywhere", async () => {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [lastYear] = await t.api.db
    .insert(benefits)
    .values({
      clientId: acme!.id,
      schemeYear: 2025,
      name: 'Pension 2025',
      slug: 'pension',
      groupCode: 'pension-2025',
      summary: '',
    })
    .returning({ id: benefits.id });
  const [withdrawn] = await t.api.db
    .insert(benefits)
    .values({
      clientId: acme!.id,
      schemeYear: 2026,
      name: 'Old perk',
      slug: 'old-perk',
      groupCode: 'old',
      summary: '',
      active: false,
    })
    .returning({ id: benefits.id });
  const globexPension = await benefitIdOf(t.api.db, 'pension', 'globex');
  const listed = (await t.call(benefitsApi.eligibleBenefits, 200, { token: alex })).body.benefits.map(
    (card) => card.id,
  );
  for (const id of [lastYear!.id, withdrawn!.id, globexPension]) {
    expect(listed).not.toContain(id);
    for (const path of [
      `/benefit/${id}`,
      `/benefit/${id}/with-selection`,
      `/benefit/${id}/selection`,
      `/benefit/${id}/related_FAQ`,
      `/benefit/${id}/related_benefits`,
      `/benefit/${id}/claims`,
    ]) {
      expect(await t.get(path, alex)).toMatchObject({ status: 404, body: { message: benefitGoneMessage } });
    }
    // The benefit is judged before the body: a bad body on someone else's benefit is still a 404.
    expect((await t.post(`/benefit/${id}/selection`, { values: 'nonsense' }, alex)).status).toBe(404);
    expect((await t.post('/benefits/beam-costs', { eeben_benefit_id: id, cover: 0 }, alex)).status).toBe(404);
  }
  expect((await t.get('/benefit/2147483647', alex)).status).toBe(404);
  expect((await t.get('/benefit/abc', alex)).status).toBe(404);
});

test('one benefit: its product and the selection, with terms, fields, window and no health data', async () => {
  const medical = await t.call(benefitsApi.benefitWithSelection, 200, {
    params: { benefitId: await benefitIdOf(t.api.db, 'private-medical') },
    token: alex,
  });
  expect(medical.status).toBe(200);
  expect(medical.body.benefit).toMatchObject({
    terms: { version: 2 },
    termsAndConditionsShown: true,
    window: { open: true, reason: 'scheme-year' },
    beamSupported: false,
  });
  expect(medical.body.selection).toMatchObject({
    status: 'active',
    acceptedTermsVersion: 1,
    peopleCovered: ['Alex Morgan', 'Robin Morgan', 'Charlie Morgan'],
    planDetails: [{ label: 'Cover level', value: 'Family' }],
  });

  const illness = await t.call(benefitsApi.benefitWithSelection, 200, {
    params: { benefitId: await benefitIdOf(t.api.db, 'critical-illness') },
    token: alex,
  });
  expect(illness.body.benefit).toMatchObject({
    freeCover: 2500000,
    beamSupported: true,
    medicalQuestions: expect.arrayContaining([expect.objectContaining({ text: expect.any(String) })]),
  });
  expect(illness.body.selection).toMatchObject({
    status: 'declined',
    statusLabel: 'Rejected',
    cta: { type: 'reapply', label: 'Reapply' },
    rejectionReason: expect.stringContaining('insurer'),
  });
  // Alex's sealed answers exist but never travel.
  expect(JSON.stringify(illness.body)).not.toMatch(/v1\.|medical_answers|"answer"/);

  const vouchers = await t.call(benefitsApi.benefit, 200, {
    params: { benefitId: await benefitIdOf(t.api.db, 'childcare-vouchers') },
    token: alex,
  });
  expect(vouchers.body).toMatchObject({
    groupCode: 'ccv',
    voucherBalance: { balance: 12900, lastPaymentDate: '2026-02-27' },
  });
  const selection = await t.call(benefitsApi.benefitSelection, 200, {
    params: { benefitId: await benefitIdOf(t.api.db, 'pension') },
    token: alex,
  });
  expect(selection.body.selection?.selectionId).toEqual(expect.any(Number));
  expect((await t.get(`/benefit/${await benefitIdOf(t.api.db, 'cycle-to-work')}/selection`, alex)).body).toEqual({
    selection: null,
  });
});

test('related benefits are cards of benefits the person may see; related FAQs are the benefit’s own', async () => {
  const dental = await benefitIdOf(t.api.db, 'dental-insurance');
  const related = await t.call(benefitsApi.relatedBenefits, 200, { params: { benefitId: dental }, token: alex });
  expect(related.body.benefits.map((card) => card.slug)).toEqual(['private-medical', 'health-cash-plan']);
  const jordan = await t.logIn('probation@acme.test');
  expect(
    (
      await t.call(benefitsApi.relatedBenefits, 200, { params: { benefitId: dental }, token: jordan })
    ).body.benefits.map((card) => card.slug),
  ).toEqual(['health-cash-plan']);
  const faqs = await t.call(benefitsApi.relatedFaqs, 200, {
    params: { benefitId: await benefitIdOf(t.api.db, 'cycle-to-work') },
    token: alex,
  });
  expect(faqs.body.faqs).toEqual([
    { question: 'Can I choose an electric bike?', answer: expect.stringContaining('£3,000.00') },
  ]);
});

test('statements: a row a month, newest first, for a group the person can see', async () => {
  const { status, body } = await t.call(benefitsApi.contributions, 200, {
    params: { groupCode: 'pension' },
    token: alex,
  });
  expect(status).toBe(200);
  expect(body.statements).toHaveLength(12);
  expect(body.statements[0]).toMatchObject({ employeeContribution: 25000, employerContribution: 31250 });
  const keys = body.statements.map((row) => row.year * 100 + row.month);
  expect(keys).toEqual([...keys].sort((a, b) => b - a));
  expect(
    (await t.call(benefitsApi.contributions, 200, { params: { groupCode: 'cycle' }, token: alex })).body.statements,
  ).toEqual([]);
  expect((await t.get('/benefit-group/nothing/contributions', alex)).status).toBe(404);
  expect(
    (await t.get('/benefit-group/critical-illness/contributions', await t.logIn('probation@acme.test'))).status,
  ).toBe(404);
  expect((await t.get('/benefit-group/Not%20A%20Code/contributions', alex)).status).toBe(404);
});

test('the running total adds the selections in force, gross and net, not those awaiting approval', async () => {
  const { body } = await t.call(benefitsApi.costsTotal, 200, { token: alex });
  const sum = (key: keyof typeof body.total) => body.selections.reduce((total, row) => total + row.costs[key], 0);
  expect(body.total.employeeGross).toBe(sum('employeeGross'));
  expect(body.total.employeeNet).toBe(sum('employeeNet'));
  expect(body.total.employeeNet).toBe(body.total.employeeGross - body.total.taxSaving - body.total.niSaving);
  // Alex's technology order awaits approval: total reward leaves it out, and so does the running total.
  expect(body.selections.map((row) => row.benefitId)).not.toContain(await benefitIdOf(t.api.db, 'technology-scheme'));
  expect(body.selections.map((row) => row.benefitId)).toContain(await benefitIdOf(t.api.db, 'pension'));
  expect(body.selections.map((row) => row.benefitId)).not.toContain(await benefitIdOf(t.api.db, 'critical-illness'));
});

test('a platform administrator, who belongs to no client, is nobody’s employee: no benefits to see', async () => {
  const [admin] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@platform.test'));
  const { token } = await startSession(t.api.db, admin!.id);
  expect(await t.get('/benefits/user/eligible', token)).toMatchObject({ status: 403, body: { refusal: 'role' } });
  expect((await t.get(`/benefit/${await benefitIdOf(t.api.db, 'pension')}`, token)).status).toBe(403);
  expect((await t.get('/benefits/user/eligible')).status).toBe(401);
});
