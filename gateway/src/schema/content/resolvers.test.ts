import { faqsAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /cms-content/faqs': () => ({ status: 200, body: faqsAnswer() }),
  });
});
afterAll(async () => {
  await api.close();
});

test("the signed-in client's FAQs, grouped", async () => {
  expect(
    await api.execute('{ viewer { faqGroups { title faqs { question answer } } } }', { token: 'employee-token' }),
  ).toEqual({
    data: {
      viewer: { faqGroups: [{ title: 'Pensions', faqs: [{ question: 'Can I pay more?', answer: '<p>Yes.</p>' }] }] },
    },
  });
});
