import {
  totalRewardCardAnswer,
  totalRewardPageAnswer,
  totalRewardStatementAnswer,
  userAnswer,
} from '../../testing/answers.js';
import { standInApi, type CannedAnswer, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';

const routes: CannedRoutes = { 'GET /user': () => ({ status: 200, body: userAnswer() }) };
let api: StandInApi;
beforeAll(async () => {
  api = await standInApi(routes);
});
beforeEach(() => {
  api.calls.length = 0;
});
afterAll(async () => {
  await api.close();
});

/** Answers in turn, the last one again once they run out. */
const inTurn =
  (...answers: CannedAnswer[]) =>
  () =>
    answers.length > 1 ? answers.shift()! : answers[0]!;
const failure = { status: 500, body: { message: 'It looks like something has gone wrong, please try again later' } };
const run = (source: string) => api.execute(source, { token: 'employee-token' });
const page =
  '{ viewer { totalReward(mode: MONTH) { schemeYear mode total categories { category label value } benefits { benefitId category } costs { employeeNet } } } }';

test('the total reward by month, its enums and ids as the screens read them', async () => {
  routes['GET /user/selections/mtb/page'] = inTurn({ status: 200, body: totalRewardPageAnswer('month') });
  expect(await run(page)).toEqual({
    data: {
      viewer: {
        totalReward: {
          schemeYear: 2026,
          mode: 'MONTH',
          total: 4_200_000,
          categories: [
            { category: 'SALARY', label: 'Salary', value: 3_600_000 },
            { category: 'PENSION', label: 'Pension', value: 300_000 },
          ],
          benefits: [{ benefitId: '12', category: 'PENSION' }],
          costs: { employeeNet: 130_000 },
        },
      },
    },
  });
  expect(api.calls).toContain('GET /user/selections/mtb/page?mode=month');
});

test('the year is the default mode', async () => {
  routes['GET /user/selections/mtb/page'] = inTurn({ status: 200, body: totalRewardPageAnswer() });
  await run('{ viewer { totalReward { mode } } }');
  expect(api.calls).toContain('GET /user/selections/mtb/page?mode=year');
});

test('the summary is retried once on error (spec), and is null after a second failure', async () => {
  routes['GET /user/selections/mtb/page'] = inTurn(failure, { status: 200, body: totalRewardPageAnswer() });
  expect((await run('{ viewer { totalReward { total } } }')).data).toEqual({
    viewer: { totalReward: { total: 4_200_000 } },
  });
  expect(api.calls.filter((call) => call.startsWith('GET /user/selections/mtb/page'))).toHaveLength(2);

  api.calls.length = 0;
  routes['GET /user/selections/mtb/page'] = inTurn(failure);
  expect(await run('{ viewer { totalReward { total } } }')).toEqual({ data: { viewer: { totalReward: null } } });
  expect(api.calls.filter((call) => call.startsWith('GET /user/selections/mtb/page'))).toHaveLength(2);
});

test('the home card is retried alike; a dead session is not retried but ends the page', async () => {
  routes['GET /user/selections/mtb/card'] = inTurn({ status: 0 }, { status: 200, body: totalRewardCardAnswer() });
  expect((await run('{ viewer { totalRewardCard { totalAnnual employerAnnual } } }')).data).toEqual({
    viewer: { totalRewardCard: { totalAnnual: 4_200_000, employerAnnual: 600_000 } },
  });
  api.calls.length = 0;
  routes['GET /user/selections/mtb/card'] = inTurn({
    status: 401,
    body: { message: 'Your session has expired, please log in again' },
  });
  const result = await run('{ viewer { totalRewardCard { totalAnnual } } }');
  expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(api.calls.filter((call) => call.startsWith('GET /user/selections/mtb/card'))).toHaveLength(1);
});

test('the statement: both years per benefit, the employer contributions, their enums and ids', async () => {
  routes['GET /user/selections/mtb/statement'] = inTurn({ status: 200, body: totalRewardStatementAnswer() });
  const result = await run(
    '{ viewer { totalRewardStatement { schemeYear previousSchemeYear total benefits { benefitId category categoryLabel current { employer } previous { employer } } totals { previous { employerValue } } employerContributions { benefitId kind label employer savings } } } }',
  );
  expect(result).toEqual({
    data: {
      viewer: {
        totalRewardStatement: {
          schemeYear: 2026,
          previousSchemeYear: 2025,
          total: 3_900_000,
          benefits: [
            {
              benefitId: '12',
              category: 'PENSION',
              categoryLabel: 'Pension',
              current: { employer: 250_000 },
              previous: { employer: 200_000 },
            },
            {
              benefitId: '20',
              category: 'WELLBEING',
              categoryLabel: 'Wellbeing',
              current: null,
              previous: { employer: 0 },
            },
          ],
          totals: { previous: { employerValue: 240_000 } },
          employerContributions: [
            {
              benefitId: '12',
              kind: 'PENSION_CONTRIBUTION',
              label: 'Employer pension contribution',
              employer: 250_000,
              savings: 50_000,
            },
          ],
        },
      },
    },
  });
  routes['GET /user/selections/mtb/statement'] = inTurn(failure);
  expect(await run('{ viewer { totalRewardStatement { total } } }')).toEqual({
    data: { viewer: { totalRewardStatement: null } },
  });
});
