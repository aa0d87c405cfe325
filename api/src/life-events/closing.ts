// An event is open until its window has ended, then closed (docs/life-events.md). Closing writes
// the closed date (the window's last day) and its year, so the employer's life-event report reads
// them as stored. No clock drives it: whoever reads events first closes those whose window ended
// before today, in one idempotent statement that any api instance may run at any time.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { lifeEvents } from '../db/schema-life-events.js';

export async function closeEndedLifeEvents(
  db: Pick<Database, 'update'>,
  today: string,
  userId?: number,
): Promise<void> {
  await db
    .update(lifeEvents)
    .set({
      status: 'closed',
      closedOn: sql`${lifeEvents.windowClosesOn}`,
      closedYear: sql`extract(year from ${lifeEvents.windowClosesOn})::integer`,
    })
    .where(
      and(
        eq(lifeEvents.status, 'open'),
        lt(lifeEvents.windowClosesOn, today),
        userId === undefined ? undefined : eq(lifeEvents.userId, userId),
      ),
    );
}
