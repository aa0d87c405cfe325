import { ageOf, answersOf, budgetOf, draftOf, setupLinkOf, skip } from './choiceForm';

const none = { partner: null, childrenAges: null, expectedUses: null, monthlyBudget: null, priorities: null };

test('before the first save the household comes from the family details and nothing else is assumed', () => {
  expect(draftOf(false, none, { partner: true, childrenAges: [3, 7] })).toEqual({
    partner: true,
    children: ['3', '7'],
    expectedUses: null,
    budget: null,
    priorities: null,
  });
});

test('saved answers open as they were, a skipped one still skipped', () => {
  expect(
    draftOf(
      true,
      { ...none, partner: false, childrenAges: [], monthlyBudget: 12_550, priorities: ['COST', 'nonsense'] },
      { partner: true, childrenAges: [3] },
    ),
  ).toEqual({ partner: false, children: [], expectedUses: null, budget: '125.50', priorities: ['COST'] });
});

test('ages are whole years from 0 to 25; the budget is £0.00 to £10,000.00', () => {
  expect([ageOf('0'), ageOf(' 25 '), ageOf('26'), ageOf('2.5'), ageOf('')]).toEqual([0, 25, null, null, null]);
  expect([budgetOf('£1,000'), budgetOf('0'), budgetOf('10,000.01'), budgetOf('-5')]).toEqual([100_000, 0, null, null]);
});

test('what is sent: blank ages left out, the first answer that is not valid named', () => {
  const draft = { partner: true, children: ['4', ' '], expectedUses: [], budget: '', priorities: null };
  expect(answersOf(draft)).toEqual({
    ok: true,
    answers: { partner: true, childrenAges: [4], expectedUses: [], monthlyBudget: null, priorities: null },
  });
  expect(answersOf({ ...draft, children: ['x'] })).toEqual({ ok: false, question: 'children', error: 'age' });
  expect(answersOf({ ...draft, budget: 'lots' })).toEqual({ ok: false, question: 'budget', error: 'budget' });
  expect(skip(draft, 'uses').expectedUses).toBeNull();
});

test('a recommendation opens setup, or Manage for a benefit held now, with its values in the address', () => {
  const values = [{ name: 'level', value: 'family' }];
  expect(setupLinkOf({ benefitId: 5, current: false, values })).toBe('/app/my-benefits/5/setup?level=family');
  expect(setupLinkOf({ benefitId: 5, current: true, values })).toBe('/app/my-benefits/5/manage?level=family');
});
