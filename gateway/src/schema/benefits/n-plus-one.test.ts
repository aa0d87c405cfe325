// The N+1 budget (docs/performance.md): the benefits list at 50 benefits is one GraphQL
// request, and a constant number of api calls. The list page's query, cards and all, costs the
// same calls for 50 benefits as for 3.
import {
  benefitCardAnswer,
  benefitFiltersAnswer,
  costsTotalAnswer,
  monthlyCostsAnswer,
  userAnswer,
} from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

const listPage = `{ viewer {
  benefitFilters { categories { value label count } statuses { value label count } }
  benefitCosts { total { employeeGross employeeNet taxSaving niSaving employer } }
  benefits {
    id slug title summary category kind groupCode providerName requiresApproval salarySacrifice status statusLabel
    costs { employeeGross employeeNet taxSaving niSaving employer }
  }
} }`;

async function callsForList(count: number): Promise<{ calls: string[]; shown: number }> {
  const cards = Array.from({ length: count }, (_, index) =>
    benefitCardAnswer({
      id: index + 1,
      status: index % 2 ? 'active' : 'pending',
      costs: index % 2 ? monthlyCostsAnswer(1_000 * index, 200) : null,
    }),
  );
  const api: StandInApi = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /benefits/user/eligible': () => ({ status: 200, body: { schemeYear: 2026, benefits: cards } }),
    'GET /benefits/filters': () => ({ status: 200, body: benefitFiltersAnswer() }),
    'GET /selections/costs': () => ({ status: 200, body: costsTotalAnswer() }),
  });
  try {
    const result = await api.execute(listPage, { token: 'employee-token' });
    expect(result.errors).toBeUndefined();
    const { benefits } = (result.data as { viewer: { benefits: unknown[] } }).viewer;
    return { calls: [...api.calls].sort(), shown: benefits.length };
  } finally {
    await api.close();
  }
}

test('the benefits list makes the same api calls for 50 benefits as for 3', async () => {
  const few = await callsForList(3);
  const many = await callsForList(50);
  expect(few.shown).toBe(3);
  expect(many.shown).toBe(50);
  expect(many.calls).toEqual(few.calls);
  expect(many.calls).toEqual([
    'GET /benefits/filters',
    'GET /benefits/user/eligible',
    'GET /selections/costs',
    'GET /user',
  ]);
});
