// The contact page and the enquiry through the real schema, against a stand-in api: the page's
// content or its error state with the support contacts, the payload the api is sent, and each
// refusal in the spec's words.
import {
  commentsTooLongMessage,
  correctErrorsMessage,
  subjectRequiredMessage,
  tooManyEnquiriesMessage,
} from '@portal/contract/contact';
import { contactPageAnswer, loginSetupAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedAnswer, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';

const routes: CannedRoutes = {};
let api: StandInApi;
beforeAll(async () => {
  api = await standInApi(routes);
});
afterAll(async () => {
  await api.close();
});

function given(
  page: CannedAnswer,
  enquiry: CannedAnswer = { status: 201, body: { status: 'success', message: 'Your message has been sent!' } },
  supportNumber: string | null = '0161 496 0000',
) {
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer({ supportEmail: 'benefits@acme.test', supportNumber }) }),
    'GET /login/setup': () => ({ status: 200, body: loginSetupAnswer() }),
    'GET /cms-content/contact': () => page,
    'POST /contact': () => enquiry,
  } satisfies CannedRoutes);
  api.calls.length = 0;
  api.bodies.length = 0;
}

const pageQuery =
  '{ viewer { contactPage { enquiryOptions { label value } pageContent { name content } supportEmail supportNumber } } }';
const send = 'mutation ($input: SendEnquiryInput!) { sendEnquiry(input: $input) { sent errors { field message } } }';
const run = (input: Record<string, unknown>) => api.execute(send, { token: 'alex-token', variables: { input } });

test("the page: the client's options and page content, and the support contacts", async () => {
  given({ status: 200, body: contactPageAnswer() });
  expect(await api.execute(pageQuery, { token: 'alex-token' })).toEqual({
    data: {
      viewer: {
        contactPage: {
          enquiryOptions: [
            { value: 'my-benefits', label: 'A question about my benefits' },
            { value: 'something-else', label: 'Something else' },
          ],
          pageContent: { name: 'How we can help', content: '<p>We answer within two working days.</p>' },
          supportEmail: 'benefits@acme.test',
          supportNumber: '0161 496 0000',
        },
      },
    },
  });
});

test.each([
  ['the api fails', { status: 500, body: { message: 'Internal server error' } }],
  ['the api cannot be reached', { status: 0 }],
  [
    'contact us is switched off',
    { status: 403, body: { message: 'Contact us is not available for your organisation' } },
  ],
])(
  'when %s the page is the error state, with the support contacts; placeholder numbers count as none',
  async (_case, answer) => {
    for (const placeholder of ['0', 'TBC', '', null]) {
      given(answer, undefined, placeholder);
      const { data, errors } = await api.execute(pageQuery, { token: 'alex-token' });
      expect(errors).toBeUndefined();
      expect(data).toEqual({
        viewer: {
          contactPage: {
            enquiryOptions: null,
            pageContent: null,
            supportEmail: 'benefits@acme.test',
            supportNumber: null,
          },
        },
      });
    }
  },
);

test('a dead session still ends the page, as everywhere else', async () => {
  given({ status: 401, body: { message: 'Your session has expired, please log in again' } });
  const { errors } = await api.execute(pageQuery, { token: 'alex-token' });
  expect(errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
});

test('an enquiry is sent with the viewer’s identity as the spec’s payload names it', async () => {
  given({ status: 200, body: contactPageAnswer() });
  expect((await run({ subject: 'my-benefits', comments: 'Hello' })).data).toEqual({
    sendEnquiry: { sent: true, errors: [] },
  });
  expect(api.bodies[api.calls.indexOf('POST /contact')]).toEqual({
    subject: 'my-benefits',
    comments: 'Hello',
    email: 'employee@acme.test',
    firstName: 'Alex',
    surname: 'Morgan',
    company: 'Acme Manufacturing Ltd',
  });
});

test('the api’s field refusals map to subject and comments in the spec’s words, its message to the banner', async () => {
  given(
    { status: 200, body: contactPageAnswer() },
    {
      status: 422,
      body: {
        status: 'error',
        fields: { _person_enq: 'Unknown enquiry type', _message: 'This field is required' },
        message: correctErrorsMessage,
      },
    },
  );
  expect((await run({ subject: 'nope', comments: '' })).data).toEqual({
    sendEnquiry: {
      sent: false,
      errors: [
        { field: 'subject', message: subjectRequiredMessage },
        { field: 'comments', message: 'This field is required' },
        { field: null, message: correctErrorsMessage },
      ],
    },
  });

  given(
    { status: 200, body: contactPageAnswer() },
    {
      status: 422,
      body: { status: 'error', fields: { _message: commentsTooLongMessage }, message: correctErrorsMessage },
    },
  );
  expect((await run({ subject: 'my-benefits', comments: 'x' })).data).toEqual({
    sendEnquiry: {
      sent: false,
      errors: [
        { field: 'comments', message: commentsTooLongMessage },
        { field: null, message: correctErrorsMessage },
      ],
    },
  });
});

test.each([
  [
    'the hourly limit',
    { status: 429, body: { status: 'error', fields: {}, message: tooManyEnquiriesMessage } },
    tooManyEnquiriesMessage,
  ],
  [
    'contact us switched off',
    { status: 403, body: { message: 'Contact us is not available for your organisation' } },
    'Contact us is not available for your organisation',
  ],
  [
    'a failure of the api',
    { status: 500, body: { message: 'Internal server error' } },
    'It looks like something has gone wrong, please try again later',
  ],
  ['no answer at all', { status: 0 }, 'There was an error connecting to the server'],
])('%s is worded in the form banner', async (_case, answer, message) => {
  given({ status: 200, body: contactPageAnswer() }, answer);
  expect((await run({ subject: 'my-benefits', comments: 'Hello' })).data).toEqual({
    sendEnquiry: { sent: false, errors: [{ field: null, message }] },
  });
});

test('without a session nothing is sent', async () => {
  given({ status: 200, body: contactPageAnswer() });
  const { errors } = await api.execute(send, { variables: { input: { subject: 'my-benefits', comments: 'Hello' } } });
  expect(errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  expect(api.calls).not.toContain('POST /contact');
});
