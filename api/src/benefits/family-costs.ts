// Benefits follow the family (the spec: "Adding a family member, adding a life event, or
// editing one marks benefits and selections for refresh"; docs/family.md). A
// selection's costs are stored when it is chosen, so when the family changes the costs of every
// current selection that depends on it are worked out again and stored, in the caller's
// transaction: a family level (priced per dependant), a partner level, and partner cover on a
// cover benefit, which ends with the partner it was bought for.
import { and, eq, inArray } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import { auditRows } from '../db/audit.js';
import type { BenefitConfig } from '../db/benefit-config.js';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { selections } from '../db/schema-selections.js';
import { currentStatuses, latestSelections, type SelectionRow } from '../db/selections.js';
import { grossCostsOf } from './costs.js';
import { todayInLondon } from './display.js';
import type { Values } from './edit-fields.js';
import { withSavings } from './pay.js';
import { loadFamily, type Person, personOf } from './person.js';

/** A selection whose costs changed with the family, as the audit row tells it. */
export interface RefreshedSelection {
  selectionId: number;
  benefitId: number;
  from: { values: Values; employeeMonthlyPence: number; employerMonthlyPence: number };
  to: { values: Values; employeeMonthlyPence: number; employerMonthlyPence: number };
}

/** Whether a selection's cost or cover depends on who is in the family. */
function dependsOnFamily(config: BenefitConfig, values: Values): boolean {
  if (config.kind === 'level') {
    const covers = config.levels.find((level) => level.value === values.level)?.covers;
    return covers === 'partner' || covers === 'family';
  }
  return config.kind === 'cover' && typeof values.partnerCover === 'number' && values.partnerCover > 0;
}

/** The values a selection keeps with this family: partner cover ends when there is no partner. */
function valuesFor(config: BenefitConfig, values: Values, person: Person): Values {
  if (config.kind === 'cover' && !person.partner && typeof values.partnerCover === 'number' && values.partnerCover > 0)
    return { ...values, partnerCover: 0 };
  return values;
}

function snapshot(row: Pick<SelectionRow, 'values' | 'employeeMonthlyPence' | 'employerMonthlyPence'>) {
  return {
    values: row.values,
    employeeMonthlyPence: row.employeeMonthlyPence,
    employerMonthlyPence: row.employerMonthlyPence,
  };
}

/**
 * Works out again, and stores, the costs of the person's current selections (active, approved,
 * pending) that depend on their family, as the family now stands in `tx`; one audit row per
 * selection that changed. Statuses and approvals are left alone: the family changed, not the
 * choice.
 */
export async function refreshFamilyCosts(tx: Database, auth: Authentication): Promise<RefreshedSelection[]> {
  const { user } = auth;
  if (user.clientId === null) return [];
  const [client] = await tx
    .select({ schemeYear: clients.schemeYear })
    .from(clients)
    .where(eq(clients.id, user.clientId));
  if (!client) return [];
  const current = [...(await latestSelections(tx, user.id, client.schemeYear)).values()].filter((row) =>
    (currentStatuses as readonly string[]).includes(row.status),
  );
  if (current.length === 0) return [];
  const configs = new Map(
    (
      await tx
        .select({ id: benefits.id, config: benefits.config, salarySacrifice: benefits.salarySacrifice })
        .from(benefits)
        .where(
          and(
            eq(benefits.clientId, user.clientId),
            inArray(
              benefits.id,
              current.map((row) => row.benefitId),
            ),
          ),
        )
    ).map((row) => [row.id, row]),
  );
  const person = personOf(user, await loadFamily(tx, user.id), todayInLondon());
  const refreshed: RefreshedSelection[] = [];
  for (const row of current) {
    const benefit = configs.get(row.benefitId);
    if (!benefit || !dependsOnFamily(benefit.config, row.values)) continue;
    const values = valuesFor(benefit.config, row.values, person);
    const costs = withSavings(
      grossCostsOf(benefit.config, values, person),
      benefit.salarySacrifice,
      user.annualSalaryPence,
    );
    const next = {
      values,
      employeeMonthlyPence: costs.employeeGross,
      employerMonthlyPence: costs.employer,
      taxSavingMonthlyPence: costs.taxSaving,
      niSavingMonthlyPence: costs.niSaving,
    };
    if (
      values === row.values &&
      next.employeeMonthlyPence === row.employeeMonthlyPence &&
      next.employerMonthlyPence === row.employerMonthlyPence &&
      next.taxSavingMonthlyPence === row.taxSavingMonthlyPence &&
      next.niSavingMonthlyPence === row.niSavingMonthlyPence
    )
      continue;
    await tx
      .update(selections)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(selections.id, row.id));
    refreshed.push({ selectionId: row.id, benefitId: row.benefitId, from: snapshot(row), to: snapshot(next) });
  }
  await auditRows(
    tx,
    auth,
    'selection.family-refresh',
    refreshed.map((change) => ({ ...change })),
  );
  return refreshed;
}
