// The demo's life events (docs/life-events.md): each client's kinds of event with the benefit
// groups they open and for how many days, Dental Insurance's own renewal window (closed on the
// day of seeding, so only a life event opens it), and one closed event in Alex's history.
import { and, eq } from 'drizzle-orm';
import { windowClosesOn } from '@portal/contract/life-events';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { lifeEvents, lifeEventTypes } from '../db/schema-life-events.js';
import { closeEndedLifeEvents } from '../life-events/closing.js';

type TypeSeed = Omit<typeof lifeEventTypes.$inferInsert, 'clientId' | 'position'>;

/** Changes to the family and its cover; insurers allow changes for 60 days after most of them. */
const family = ['life', 'critical-illness', 'medical', 'dental', 'cashplan', 'pension'];

export const acmeLifeEventTypes: TypeSeed[] = [
  {
    code: 'marriage',
    name: 'Marriage or civil partnership',
    description: 'You married or formed a civil partnership.',
    windowDays: 60,
    benefitGroupCodes: family,
  },
  {
    code: 'birth-adoption',
    name: 'Birth or adoption',
    description: 'A child was born to you or your partner, or you adopted one.',
    windowDays: 60,
    benefitGroupCodes: ['medical', 'dental', 'cashplan', 'life', 'ccv', 'holiday'],
  },
  {
    code: 'divorce-separation',
    name: 'Divorce or separation',
    description: 'Your marriage or civil partnership ended, or you separated.',
    windowDays: 30,
    benefitGroupCodes: family,
  },
  {
    code: 'bereavement',
    name: 'Bereavement',
    description: 'Your partner or a child you cover died.',
    windowDays: 60,
    benefitGroupCodes: family,
  },
  {
    code: 'moving-house',
    name: 'Moving house',
    description: 'You moved to a new home.',
    windowDays: 30,
    benefitGroupCodes: ['cycle', 'gym'],
  },
  {
    code: 'working-hours',
    name: 'Change of working hours',
    description: 'Your contracted hours went up or down.',
    windowDays: 30,
    benefitGroupCodes: ['pension', 'holiday', 'ccv', 'cycle', 'tech'],
  },
];

export const globexLifeEventTypes: TypeSeed[] = [
  {
    code: 'marriage',
    name: 'Marriage or civil partnership',
    description: 'You married or formed a civil partnership.',
    windowDays: 30,
    benefitGroupCodes: ['travel'],
  },
  {
    code: 'birth-adoption',
    name: 'Birth or adoption',
    description: 'A child was born to you or your partner, or you adopted one.',
    windowDays: 30,
    benefitGroupCodes: ['travel', 'wellbeing'],
  },
  {
    code: 'moving-house',
    name: 'Moving house',
    description: 'You moved to a new home.',
    windowDays: 30,
    benefitGroupCodes: ['wellbeing'],
  },
];

const shiftDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedLifeEvents(
  db: Database,
  options: { acme: number; globex: number; alexId: number; schemeYear: number; today: string },
): Promise<void> {
  const { acme, globex, alexId, schemeYear, today } = options;
  const rows = [
    ...acmeLifeEventTypes.map((type, position) => ({ ...type, clientId: acme, position })),
    ...globexLifeEventTypes.map((type, position) => ({ ...type, clientId: globex, position })),
  ];
  const types = await db
    .insert(lifeEventTypes)
    .values(rows)
    .returning({ id: lifeEventTypes.id, clientId: lifeEventTypes.clientId, code: lifeEventTypes.code });

  // Dental Insurance renews on its own date: its window ended six weeks before the day of seeding,
  // so it is read only until a life event that affects it (a birth) opens it again.
  await db
    .update(benefits)
    .set({ windowOpens: shiftDays(today, -75), windowCloses: shiftDays(today, -45) })
    .where(
      and(eq(benefits.clientId, acme), eq(benefits.schemeYear, schemeYear), eq(benefits.slug, 'dental-insurance')),
    );

  // Alex moved house last year: the window it opened has long closed.
  const moving = types.find((type) => type.clientId === acme && type.code === 'moving-house')!;
  const movedOn = shiftDays(today, -400);
  await db.insert(lifeEvents).values({
    userId: alexId,
    lifeEventTypeId: moving.id,
    eventDate: movedOn,
    windowClosesOn: windowClosesOn(movedOn, 30),
    createdAt: new Date(`${shiftDays(movedOn, 3)}T10:12:00Z`),
  });
  await closeEndedLifeEvents(db, today);
}
