// The life-event fields and addLifeEvent over a stand-in api: REST shapes become the schema's,
// the type's global id becomes the api's whole number, the api's field errors land on the input's
// field names, and what cannot be worded by the api is one error about the whole form.
import type { LifeEvent, LifeEventType } from '@portal/contract/life-events';
import { lifeEventMessages } from '@portal/contract/life-events';
import { userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const birth: LifeEventType = {
  id: 2,
  code: 'birth-adoption',
  name: 'Birth or adoption',
  description: 'A child was born to you or your partner, or you adopted one.',
  windowDays: 60,
  benefits: ['Dental Insurance', 'Health Cash Plan'],
};
const reported: LifeEvent = {
  id: 31,
  lifeEventTypeId: 2,
  code: 'birth-adoption',
  name: 'Birth or adoption',
  eventDate: '2026-11-20',
  reportedAt: '2026-11-24T09:30:00.000Z',
  status: 'open',
  windowOpensOn: '2026-11-20',
  windowClosesOn: '2027-01-19',
  closedOn: null,
  closedYear: null,
  benefits: ['Dental Insurance', 'Health Cash Plan'],
};
const moved: LifeEvent = {
  ...reported,
  id: 12,
  code: 'moving-house',
  name: 'Moving house',
  eventDate: '2025-10-20',
  status: 'closed',
  windowClosesOn: '2025-11-19',
  closedOn: '2025-11-19',
  closedYear: 2025,
};

const routes: CannedRoutes = {};
let api: StandInApi;

function given(extra: CannedRoutes = {}) {
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /client/life-events': () => ({ status: 200, body: { lifeEvents: [moved] } }),
    'GET /client/life-events/available': () => ({ status: 200, body: { lifeEvents: [birth] } }),
    'POST /client/life-events': () => ({ status: 201, body: { lifeEvent: reported } }),
    ...extra,
  } satisfies CannedRoutes);
  api.calls.length = 0;
  api.bodies.length = 0;
}

beforeAll(async () => {
  api = await standInApi(routes);
});
afterAll(async () => {
  await api.close();
});

const VIEWER = `{ viewer { lifeEvents { id name eventDate reportedAt status windowOpensOn windowClosesOn closedOn closedYear benefits }
  availableLifeEvents { id code name description windowDays benefits } } }`;
const ADD = `mutation ($input: AddLifeEventInput!) { addLifeEvent(input: $input) {
  lifeEvent { id name status windowClosesOn } viewer { name } errors { field message } } }`;
const add = (input: Record<string, unknown>) => api.execute(ADD, { token: 'employee-token', variables: { input } });

test("the viewer's events and the client's kinds of event, with opaque ids", async () => {
  given();
  const result = await api.execute(VIEWER, { token: 'employee-token' });
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    viewer: {
      lifeEvents: [
        {
          id: toGlobalId('LifeEvent', 12),
          name: 'Moving house',
          eventDate: '2025-10-20',
          reportedAt: '2026-11-24T09:30:00.000Z',
          status: 'CLOSED',
          windowOpensOn: '2026-11-20',
          windowClosesOn: '2025-11-19',
          closedOn: '2025-11-19',
          closedYear: 2025,
          benefits: ['Dental Insurance', 'Health Cash Plan'],
        },
      ],
      availableLifeEvents: [{ ...birth, id: toGlobalId('LifeEventType', 2) }],
    },
  });
});

test('a report sends the type’s own number and the date, and answers the event and the viewer', async () => {
  given();
  const result = await add({ lifeEventTypeId: toGlobalId('LifeEventType', 2), eventDate: '2026-11-20' });
  expect(result.data).toEqual({
    addLifeEvent: {
      lifeEvent: {
        id: toGlobalId('LifeEvent', 31),
        name: 'Birth or adoption',
        status: 'OPEN',
        windowClosesOn: '2027-01-19',
      },
      viewer: { name: 'Alex Morgan' },
      errors: [],
    },
  });
  expect(api.bodies[api.calls.indexOf('POST /client/life-events')]).toEqual({
    life_event_type_id: 2,
    event_date: '2026-11-20',
  });
});

test("the api's refusals land on the input's fields; a type that is no life event's is refused before any call", async () => {
  const tooLate = lifeEventMessages.tooLate('19 January 2027');
  given({
    'POST /client/life-events': () => ({
      status: 422,
      body: { errors: { event_date: [tooLate], life_event_type_id: [lifeEventMessages.typeUnknown] } },
    }),
  });
  expect((await add({ lifeEventTypeId: toGlobalId('LifeEventType', 2), eventDate: '2025-01-01' })).data).toEqual({
    addLifeEvent: {
      lifeEvent: null,
      viewer: null,
      errors: [
        { field: 'eventDate', message: tooLate },
        { field: 'lifeEventTypeId', message: lifeEventMessages.typeUnknown },
      ],
    },
  });

  given();
  expect((await add({ lifeEventTypeId: toGlobalId('Benefit', 2), eventDate: '2026-11-20' })).data).toEqual({
    addLifeEvent: {
      lifeEvent: null,
      viewer: null,
      errors: [{ field: 'lifeEventTypeId', message: lifeEventMessages.typeUnknown }],
    },
  });
  expect((await add({ lifeEventTypeId: ' ', eventDate: '2026-11-20' })).data).toEqual({
    addLifeEvent: {
      lifeEvent: null,
      viewer: null,
      errors: [{ field: 'lifeEventTypeId', message: lifeEventMessages.typeRequired }],
    },
  });
  expect(api.calls).not.toContain('POST /client/life-events');
});

test('an api that cannot be reached, or fails, is one error about the whole form', async () => {
  given({ 'POST /client/life-events': () => ({ status: 0 }) });
  expect((await add({ lifeEventTypeId: toGlobalId('LifeEventType', 2), eventDate: '2026-11-20' })).data).toEqual({
    addLifeEvent: {
      lifeEvent: null,
      viewer: null,
      errors: [{ field: null, message: 'There was an error connecting to the server' }],
    },
  });
  given({ 'POST /client/life-events': () => ({ status: 500, body: { message: 'Something broke' } }) });
  const failed = (await add({ lifeEventTypeId: toGlobalId('LifeEventType', 2), eventDate: '2026-11-20' })).data as {
    addLifeEvent: { errors: unknown[] };
  };
  expect(failed.addLifeEvent.errors).toEqual([
    { field: null, message: 'Your life event could not be added. Please try again.' },
  ]);
});

test('a dead session ends the page, as everywhere else', async () => {
  given({
    'GET /client/life-events': () => ({
      status: 401,
      body: { message: 'Your session has expired, please log in again' },
    }),
  });
  const result = await api.execute('{ viewer { lifeEvents { id } } }', { token: 'employee-token' });
  expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  given({
    'POST /client/life-events': () => ({
      status: 401,
      body: { message: 'Your session has expired, please log in again' },
    }),
  });
  expect(
    (await add({ lifeEventTypeId: toGlobalId('LifeEventType', 2), eventDate: '2026-11-20' })).errors?.[0],
  ).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
});
