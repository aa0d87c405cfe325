// Benefits follow the family (docs/family.md): a family level is
// priced per active dependant, and adding, editing or making inactive a family member stores the
// new costs of the selections that depend on them in the same transaction, with an audit row.
import { benefitWithSelection, costsTotal } from '@portal/contract/benefits';
import { family } from '@portal/contract/family';
import { eq } from 'drizzle-orm';
import type { Person } from './person.js';
import { levelCostsOf, levelPremiumOf } from './costs.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { benefitIdOf, selectionAudit } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

const child = {
  title: 'Miss',
  first_name: 'Ava',
  surname: 'Morgan',
  date_of_birth: '2023-04-02',
  sex: 'female',
  fmember_type: 'dependant',
  education_check: false,
};

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A benefit the person has chosen, with their selection of it. */
async function benefitOf(token: string, slug: string) {
  const { body } = await t.call(benefitWithSelection, 200, {
    params: { benefitId: await benefitIdOf(t.api.db, slug) },
    token,
  });
  if (!body.selection) throw new Error(`no selection of ${slug}`);
  return { ...body, selection: body.selection };
}

const person = (relationships: ('partner' | 'dependant')[]): Person => ({
  userId: 1,
  name: 'A Person',
  annualSalaryPence: 3_000_000,
  age: 40,
  partner: null,
  family: relationships.map((relationship, i) => ({ name: `Member ${i}`, relationship, dateOfBirth: '2010-01-01' })),
});

test('a family level costs its premium and a part per active dependant; other levels are flat', () => {
  const family = {
    value: 'family',
    label: 'Family',
    covers: 'family' as const,
    premiumPence: 16000,
    perDependantPence: 3500,
    employerPence: 6800,
  };
  expect(levelPremiumOf(family, person([]))).toBe(16000);
  expect(levelPremiumOf(family, person(['partner', 'dependant', 'dependant']))).toBe(23000);
  expect(levelCostsOf(family, person(['partner', 'dependant']))).toEqual({ employeeGross: 12700, employer: 6800 });
  const partnerLevel = { ...family, covers: 'partner' as const };
  expect(levelPremiumOf(partnerLevel, person(['dependant', 'dependant']))).toBe(16000);
  const { perDependantPence: _flat, ...flat } = family;
  expect(levelPremiumOf(flat, person(['dependant']))).toBe(16000);
});

test("Alex adds a second child: Private Medical's family cover costs £35.00 more, covers the child, and says why", async () => {
  const alex = await t.logIn('employee@acme.test');
  const before = await benefitOf(alex, 'private-medical');
  // The seed keeps Alex's figures of before family levels grew with the family: £127.00 and £68.00.
  expect(before.selection.costsSummaryForMonthlyCostSection).toMatchObject({ employeeGross: 12700, employer: 6800 });
  expect(before.benefit.editFields[0]!.options.find((option) => option.value === 'family')?.monthlyCost).toBe(12700);
  const dental = await benefitOf(alex, 'dental-insurance');

  const added = await t.post(`/user/${await idOf('employee@acme.test')}/family-members`, child, alex);
  expect(added.status).toBe(201);

  const after = await benefitOf(alex, 'private-medical');
  expect(after.selection.costsSummaryForMonthlyCostSection).toMatchObject({ employeeGross: 16200, employer: 6800 });
  expect(after.selection.peopleCovered).toEqual(['Alex Morgan', 'Robin Morgan', 'Charlie Morgan', 'Ava Morgan']);
  expect(after.benefit.editFields[0]!.options.find((option) => option.value === 'family')?.monthlyCost).toBe(16200);
  // Dental covers Alex and partner only: that choice stays as it was; its family option would now cost more.
  const dentalAfter = await benefitOf(alex, 'dental-insurance');
  expect(dentalAfter.selection).toEqual(dental.selection);
  expect(dentalAfter.benefit.editFields[0]!.options.find((option) => option.value === 'family')?.monthlyCost).toBe(
    4500,
  );
  const total = await t.call(costsTotal, 200, { token: alex });
  expect(total.status).toBe(200);

  const [row] = await selectionAudit(t.api.db, after.selection.selectionId);
  expect(row).toMatchObject({
    action: 'selection.family-refresh',
    details: { from: { employeeMonthlyPence: 12700 }, to: { employeeMonthlyPence: 16200 } },
  });
});

test("Alex's partner made inactive: partner cover on Life Assurance ends, the family level no longer covers them", async () => {
  const alex = await t.logIn('employee@acme.test');
  const life = await benefitOf(alex, 'life-assurance');
  expect(life.selection.peopleCovered).toContain('Robin Morgan');
  const lifeCosts = life.selection.costsSummaryForMonthlyCostSection.employeeGross;
  const { familyMembers } = (await t.call(family, 200, { token: alex })).body;
  const robin = familyMembers.find((member) => member.family_fname === 'Robin')!;
  const body = {
    title: 'Mx',
    first_name: 'Robin',
    surname: 'Morgan',
    date_of_birth: '1987-03-09',
    sex: 'female',
    fmember_type: 'partner',
    active: false,
  };
  expect((await t.patch(`/user/family-members/${robin.family_id}`, body, alex)).status).toBe(200);

  const lifeAfter = await benefitOf(alex, 'life-assurance');
  expect(lifeAfter.selection.peopleCovered).toEqual(['Alex Morgan']);
  expect(lifeAfter.selection.planDetails.map((detail) => detail.label)).not.toContain('Partner cover');
  expect(lifeAfter.selection.costsSummaryForMonthlyCostSection.employeeGross).toBeLessThan(lifeCosts);
  const [stored] = await t.api.db
    .select({ values: selections.values })
    .from(selections)
    .where(eq(selections.id, life.selection.selectionId));
  expect(stored!.values).toMatchObject({ partnerCover: 0 });
  const medical = await benefitOf(alex, 'private-medical');
  expect(medical.selection.peopleCovered).not.toContain('Robin Morgan');
  // Robin is not a dependant: the family premium is the same without them.
  expect(medical.selection.costsSummaryForMonthlyCostSection.employeeGross).toBe(16200);
  // Back again: partner cover does not come back by itself (the person chooses it again).
  expect((await t.patch(`/user/family-members/${robin.family_id}`, { ...body, active: true }, alex)).status).toBe(200);
  expect((await benefitOf(alex, 'private-medical')).selection.peopleCovered).toContain('Robin Morgan');
  expect((await benefitOf(alex, 'life-assurance')).selection.costsSummaryForMonthlyCostSection.employeeGross).toBe(
    lifeAfter.selection.costsSummaryForMonthlyCostSection.employeeGross,
  );
});

test('a refused change stores nothing: the costs stay as they were', async () => {
  const alex = await t.logIn('employee@acme.test');
  const before = await benefitOf(alex, 'private-medical');
  const refused = await t.post(
    `/user/${await idOf('employee@acme.test')}/family-members`,
    { ...child, education_check: null },
    alex,
  );
  expect(refused.status).toBe(422);
  expect(await benefitOf(alex, 'private-medical')).toEqual(before);
});
