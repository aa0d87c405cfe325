// Life events through every tier (gateway GraphQL -> api REST -> database): Alex reads the
// client's life events and their own, records a birth, and Dental Insurance's window, shut by its
// own renewal dates, is then open because of it; a refusal comes back on the input's field.
import { eq } from 'drizzle-orm';
import { startSession } from '../../api/src/auth/sessions.js';
import { users } from '../../api/src/db/schema-people.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
let alex: string;

beforeAll(async () => {
  stack = await startStack();
  const [user] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test'));
  alex = (await startSession(stack.db, user!.id)).token;
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const as = { token: '', host: 'acme.localhost' };
const run = <T>(query: string, variables: Record<string, unknown> = {}) =>
  stack.graphql<T>(query, variables, { ...as, token: alex });

interface Viewer {
  viewer: {
    lifeEvents: { name: string; status: string; windowClosesOn: string }[];
    availableLifeEvents: { id: string; code: string; windowDays: number; benefits: string[] }[];
    benefits: { slug: string; window: { open: boolean; lifeEvent: string | null; closesOn: string | null } }[];
  };
}

const VIEWER = `{ viewer { lifeEvents { name status windowClosesOn } availableLifeEvents { id code windowDays benefits }
  benefits { slug window { open lifeEvent closesOn } } } }`;
const ADD = `mutation ($input: AddLifeEventInput!) { addLifeEvent(input: $input) {
  lifeEvent { name status eventDate windowClosesOn } viewer { lifeEvents { name } } errors { field message } } }`;

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const dentalOf = (data: Viewer) => data.viewer.benefits.find((benefit) => benefit.slug === 'dental-insurance')!.window;

test('a birth recorded through the gateway opens Dental Insurance, and only what a birth affects', async () => {
  const before = (await run<Viewer>(VIEWER)).body.data!;
  expect(before.viewer.lifeEvents).toEqual([expect.objectContaining({ name: 'Moving house', status: 'CLOSED' })]);
  expect(dentalOf(before)).toMatchObject({ open: false, lifeEvent: null });
  const birth = before.viewer.availableLifeEvents.find((type) => type.code === 'birth-adoption')!;
  expect(birth.benefits).toContain('Dental Insurance');

  const added = await run<{
    addLifeEvent: {
      lifeEvent: { name: string; status: string };
      viewer: { lifeEvents: { name: string }[] };
      errors: unknown[];
    };
  }>(ADD, {
    input: { lifeEventTypeId: birth.id, eventDate: today() },
  });
  expect(added.body.data!.addLifeEvent).toMatchObject({
    errors: [],
    lifeEvent: { name: 'Birth or adoption', status: 'OPEN' },
    viewer: { lifeEvents: [{ name: 'Birth or adoption' }, { name: 'Moving house' }] },
  });

  const after = (await run<Viewer>(VIEWER)).body.data!;
  expect(dentalOf(after)).toMatchObject({ open: true, lifeEvent: 'Birth or adoption' });

  const again = await run<{ addLifeEvent: { lifeEvent: null; errors: { field: string; message: string }[] } }>(ADD, {
    input: { lifeEventTypeId: birth.id, eventDate: today() },
  });
  expect(again.body.data!.addLifeEvent).toEqual({
    lifeEvent: null,
    viewer: null,
    errors: [{ field: 'eventDate', message: 'You have already reported this event on this date' }],
  });
});
