// Headcount, registration and 2FA adoption, in all and by the employee's department and location
// (v2/client/{id}/employee-insights), read from workforce_counts: a row per department and
// location that a trigger keeps as users change (migration 0013_insight_counts.sql), so the page
// reads a few rows however many employees the client has. Leavers are not counted.
import type { insightsAnswer } from '@portal/contract/employee-insights';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { workforceCounts } from '../db/schema-counts.js';

type Insights = z.infer<typeof insightsAnswer>;
type Group = Insights['byDepartment'][number];

// Largest first, "not recorded" last, then by name.
const order = (a: Group, b: Group) =>
  Number(a.name === null) - Number(b.name === null) ||
  b.headcount - a.headcount ||
  (a.name ?? '').localeCompare(b.name ?? '');

export async function workforceOf(db: Database, clientId: number): Promise<Insights> {
  const rows = await db
    .select({
      department: workforceCounts.department,
      location: workforceCounts.location,
      headcount: workforceCounts.headcount,
      registered: workforceCounts.registered,
      twoFactor: workforceCounts.twoFactor,
    })
    .from(workforceCounts)
    .where(sql`${eq(workforceCounts.clientId, clientId)} and ${workforceCounts.headcount} > 0`);
  const byName = (key: 'department' | 'location'): Group[] => {
    const groups = new Map<string, Group>();
    for (const row of rows) {
      const name = row[key] || null;
      const group = groups.get(row[key]) ?? { name, headcount: 0, registered: 0, twoFactor: 0 };
      group.headcount += row.headcount;
      group.registered += row.registered;
      group.twoFactor += row.twoFactor;
      groups.set(row[key], group);
    }
    return [...groups.values()].sort(order);
  };
  const totals = { headcount: 0, registered: 0, twoFactor: 0 };
  for (const row of rows) {
    totals.headcount += row.headcount;
    totals.registered += row.registered;
    totals.twoFactor += row.twoFactor;
  }
  return { totals, byDepartment: byName('department'), byLocation: byName('location') };
}
