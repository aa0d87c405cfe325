// Life events over the real api: the client's kinds of event with the benefits each opens, the
// person's own events newest first, reporting one (every refusal in its words, one event however
// often it is sent, an audit row), closing at the end of the window with the closed date and year
// stored, and the selection window of exactly the benefits the type affects.
import { benefit } from '@portal/contract/benefits';
import type { BodyInput, StatusOf } from '@portal/contract/endpoint';
import {
  addDays,
  addLifeEvent,
  availableLifeEvents,
  lifeEventDaysAhead,
  lifeEventMessages,
  userLifeEvents,
} from '@portal/contract/life-events';
import { and, desc, eq } from 'drizzle-orm';
import { formatDate, todayInLondon } from '../../benefits/display.js';
import { auditLog } from '../../db/schema-audit.js';
import { clients } from '../../db/schema-clients.js';
import { lifeEvents, lifeEventTypes } from '../../db/schema-life-events.js';
import { users } from '../../db/schema-people.js';
import { benefitIdOf } from '../../testing/benefits.js';
import { useTestApi } from '../../testing/test-api.js';

const t = useTestApi();
let alex: string;
let jordan: string;
let sam: string;

const today = () => todayInLondon();

async function typeIdOf(domain: string, code: string): Promise<number> {
  const [row] = await t.api.db
    .select({ id: lifeEventTypes.id })
    .from(lifeEventTypes)
    .innerJoin(clients, eq(clients.id, lifeEventTypes.clientId))
    .where(and(eq(clients.domain, domain), eq(lifeEventTypes.code, code)));
  return row!.id;
}

const report = <S extends StatusOf<typeof addLifeEvent>>(
  token: string,
  body: BodyInput<typeof addLifeEvent>,
  status: S,
) => t.call(addLifeEvent, status, { body, token });
const eventsOf = async (token: string) => (await t.call(userLifeEvents, 200, { token })).body.lifeEvents;

beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
  jordan = await t.logIn('probation@acme.test');
  sam = await t.logIn('employer@acme.test');
});

test('the client’s life events, in its order, each with the benefits it lets this person change', async () => {
  expect((await t.get('/client/life-events/available')).status).toBe(401);
  const { body } = await t.call(availableLifeEvents, 200, { token: alex });
  expect(body.lifeEvents.map((type) => type.name)).toEqual([
    'Marriage or civil partnership',
    'Birth or adoption',
    'Divorce or separation',
    'Bereavement',
    'Moving house',
    'Change of working hours',
  ]);
  const birth = body.lifeEvents.find((type) => type.code === 'birth-adoption')!;
  expect(birth).toMatchObject({
    windowDays: 60,
    benefits: [
      'Life Assurance',
      'Private Medical Insurance',
      'Dental Insurance',
      'Health Cash Plan',
      'Holiday Buy and Sell',
      'Childcare Vouchers',
    ],
  });
  // Jordan, on probation, cannot have Holiday Buy and Sell: a birth does not offer it.
  const jordans = (await t.call(availableLifeEvents, 200, { token: jordan })).body.lifeEvents;
  expect(jordans.find((type) => type.code === 'birth-adoption')!.benefits).not.toContain('Holiday Buy and Sell');
});

test('a person’s own events, newest first; a closed one carries its closed date and year', async () => {
  expect((await t.get('/client/life-events')).status).toBe(401);
  expect(await eventsOf(sam)).toEqual([]);
  const [moved] = await eventsOf(alex);
  const closesOn = addDays(addDays(today(), -400), 30);
  expect(moved).toMatchObject({
    name: 'Moving house',
    status: 'closed',
    windowClosesOn: closesOn,
    closedOn: closesOn,
    closedYear: Number(closesOn.slice(0, 4)),
    benefits: ['Cycle to Work', 'Gym Membership'],
  });
});

test('every refusal is in plain words on its field', async () => {
  const birth = await typeIdOf('acme', 'birth-adoption');
  // A missing type and one that is not a number: bodies the contract does not describe, sent untyped.
  expect(await t.post('/client/life-events', {}, alex)).toMatchObject({
    status: 422,
    body: {
      errors: { life_event_type_id: [lifeEventMessages.typeRequired], event_date: [lifeEventMessages.dateRequired] },
    },
  });
  expect(
    (await t.post('/client/life-events', { life_event_type_id: 'birth', event_date: '  ' }, alex)).body.errors,
  ).toEqual({
    life_event_type_id: [lifeEventMessages.typeUnknown],
    event_date: [lifeEventMessages.dateRequired],
  });
  expect((await report(alex, { life_event_type_id: birth, event_date: '2026-02-31' }, 422)).body.errors).toEqual({
    event_date: [lifeEventMessages.dateInvalid],
  });
  expect((await report(alex, { life_event_type_id: birth, event_date: '14/03/2026' }, 422)).body.errors).toEqual({
    event_date: [lifeEventMessages.dateInvalid],
  });
  // Another client's type is no type of this person's.
  const globexBirth = await typeIdOf('globex', 'birth-adoption');
  expect((await report(alex, { life_event_type_id: globexBirth, event_date: today() }, 422)).body.errors).toEqual({
    life_event_type_id: [lifeEventMessages.typeUnknown],
  });
  expect((await report(alex, { life_event_type_id: 2_147_483_647, event_date: today() }, 422)).body.errors).toEqual({
    life_event_type_id: [lifeEventMessages.typeUnknown],
  });

  const latest = addDays(today(), lifeEventDaysAhead);
  expect((await report(alex, { life_event_type_id: birth, event_date: addDays(latest, 1) }, 422)).body.errors).toEqual({
    event_date: [lifeEventMessages.tooFarAhead(formatDate(latest))],
  });
  // A birth's window is 60 days: an event 61 days ago was changeable until yesterday.
  expect(
    (await report(alex, { life_event_type_id: birth, event_date: addDays(today(), -61) }, 422)).body.errors,
  ).toEqual({
    event_date: [lifeEventMessages.tooLate(formatDate(addDays(today(), -1)))],
  });
  expect(await eventsOf(alex)).toHaveLength(1);
});

test('a birth opens Dental Insurance, which its own window keeps read only, for 60 days from the event', async () => {
  const dental = await benefitIdOf(t.api.db, 'dental-insurance');
  const pension = await benefitIdOf(t.api.db, 'pension');
  const windowOf = async (id: number) =>
    (await t.call(benefit, 200, { params: { benefitId: id }, token: alex })).body.window;
  expect(await windowOf(dental)).toMatchObject({ open: false, reason: 'scheme-year', lifeEvent: null });

  const eventDate = addDays(today(), -10);
  const added = await report(
    alex,
    { life_event_type_id: await typeIdOf('acme', 'birth-adoption'), event_date: eventDate },
    201,
  );
  expect(added).toMatchObject({
    status: 201,
    body: {
      lifeEvent: {
        name: 'Birth or adoption',
        eventDate,
        status: 'open',
        windowOpensOn: eventDate,
        windowClosesOn: addDays(eventDate, 60),
        closedOn: null,
        closedYear: null,
      },
    },
  });
  expect(added.body.lifeEvent.benefits).toContain('Dental Insurance');
  expect(await windowOf(dental)).toEqual({
    open: true,
    opensOn: eventDate,
    closesOn: addDays(eventDate, 60),
    reason: 'life-event',
    lifeEvent: 'Birth or adoption',
  });
  // The scheme year's window is open for the pension anyway: the event changes nothing there.
  expect(await windowOf(pension)).toMatchObject({ open: true, reason: 'scheme-year' });

  const [row] = await t.api.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'life-event.add'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const [person] = await t.api.db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'employee@acme.test'));
  expect(row).toMatchObject({
    actorUserId: person!.id,
    asUserId: null,
    clientId: person!.clientId,
    details: { lifeEventId: added.body.lifeEvent.id, type: 'birth-adoption', eventDate },
  });

  expect((await eventsOf(alex)).map((event) => event.name)).toEqual(['Birth or adoption', 'Moving house']);
  expect(
    (await report(alex, { life_event_type_id: await typeIdOf('acme', 'birth-adoption'), event_date: eventDate }, 422))
      .body.errors,
  ).toEqual({ event_date: [lifeEventMessages.duplicate] });
});

test('an event reported ahead opens nothing until its day; the same report sent at once is one event', async () => {
  const marriage = await typeIdOf('acme', 'marriage');
  const weddingDay = addDays(today(), 14);
  // One answers 201 and the others 422, in any order: read untyped, by their status alone.
  const answers = await Promise.all(
    Array.from({ length: 3 }, () =>
      t.post('/client/life-events', { life_event_type_id: marriage, event_date: weddingDay }, jordan),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
  const [wedding] = await eventsOf(jordan);
  expect(wedding).toMatchObject({
    eventDate: weddingDay,
    status: 'open',
    windowOpensOn: weddingDay,
    windowClosesOn: addDays(weddingDay, 60),
  });
  expect(await eventsOf(jordan)).toHaveLength(1);
});

test('an event closes once its window has ended: the closed date is its last day, and it opens nothing', async () => {
  const birth = await typeIdOf('acme', 'birth-adoption');
  const [person] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'mfa@acme.test'));
  // Reported in time, long ago: its window ended yesterday, and nothing has closed it yet.
  const eventDate = addDays(today(), -61);
  await t.api.db
    .insert(lifeEvents)
    .values({ userId: person!.id, lifeEventTypeId: birth, eventDate, windowClosesOn: addDays(eventDate, 60) });
  const riley = await t.logInWithCode('mfa@acme.test', 'JBSWY3DPEHPK3PXP');
  const dental = await benefitIdOf(t.api.db, 'dental-insurance');
  expect((await t.call(benefit, 200, { params: { benefitId: dental }, token: riley })).body.window.open).toBe(false);
  const yesterday = addDays(today(), -1);
  expect(await eventsOf(riley)).toEqual([
    expect.objectContaining({ status: 'closed', closedOn: yesterday, closedYear: Number(yesterday.slice(0, 4)) }),
  ]);
  const [stored] = await t.api.db.select().from(lifeEvents).where(eq(lifeEvents.userId, person!.id));
  expect(stored).toMatchObject({ status: 'closed', closedOn: yesterday, closedYear: Number(yesterday.slice(0, 4)) });
});
