// Lists of benefits as cards, each with its status and costs, read with a constant number of
// queries whatever the number of benefits or selections: the benefits, then the latest selection of
// each in one query (docs/benefits.md), so the list at 50 benefits costs the api what it costs at
// 12 (docs/performance.md, "N+1").
import type { BenefitCard, benefitCategories, MonthlyCosts, selectionStatuses } from '@portal/contract/benefits';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { type Client, clientOf } from '../db/clients.js';
import { isCurrent, latestSelections, type SelectionRow } from '../db/selections.js';
import { type BenefitRow, eligibleBenefitRows } from './catalogue.js';
import { categoryLabels, statusLabels } from './labels.js';
import { addCosts, monthlyCostsOf, noCosts } from './pay.js';
import { storedCostsOf } from './selection-view.js';

type Category = (typeof benefitCategories)[number];
type Status = (typeof selectionStatuses)[number];

export function cardOf(benefit: BenefitRow, selection: SelectionRow | undefined): BenefitCard {
  const status = selection?.status ?? 'not-selected';
  return {
    id: benefit.id,
    slug: benefit.slug,
    title: benefit.name,
    summary: benefit.summary,
    category: benefit.category,
    kind: benefit.kind,
    groupCode: benefit.groupCode,
    providerName: benefit.providerName,
    requiresApproval: benefit.requiresApproval,
    salarySacrifice: benefit.salarySacrifice,
    status,
    statusLabel: statusLabels[status],
    // Only selections that cost money now or soon carry costs; a rejected or opted-out one does not.
    costs: selection && isCurrent(selection.status) ? monthlyCostsOf(storedCostsOf(selection)) : null,
  };
}

/** Cards for these benefits with the person's selections: one more query. */
export async function cardsOf(db: Database, user: User, client: Client, rows: BenefitRow[]): Promise<BenefitCard[]> {
  const selections = await latestSelections(
    db,
    user.id,
    client.schemeYear,
    rows.map((row) => row.id),
  );
  return rows.map((row) => cardOf(row, selections.get(row.id)));
}

export async function eligibleCards(
  db: Database,
  user: User,
  filters: { category?: Category; status?: Status },
): Promise<{ schemeYear: number; benefits: BenefitCard[] }> {
  const client = await clientOf(db, user);
  if (!client) return { schemeYear: new Date().getUTCFullYear(), benefits: [] };
  const cards = await cardsOf(db, user, client, await eligibleBenefitRows(db, user, client));
  return {
    schemeYear: client.schemeYear,
    benefits: cards.filter(
      (card) =>
        (!filters.category || card.category === filters.category) &&
        (!filters.status || card.status === filters.status),
    ),
  };
}

/** The filters of My benefits: the categories and statuses the person's benefits have, with counts. */
export async function benefitFilters(db: Database, user: User) {
  const { benefits } = await eligibleCards(db, user, {});
  const count = <K extends string>(keys: readonly K[], labels: Record<K, string>, of: (card: BenefitCard) => K) =>
    keys.flatMap((value) => {
      const n = benefits.filter((card) => of(card) === value).length;
      return n > 0 ? [{ value, label: labels[value], count: n }] : [];
    });
  return {
    categories: count(Object.keys(categoryLabels) as Category[], categoryLabels, (card) => card.category),
    statuses: count(Object.keys(statusLabels) as Status[], statusLabels, (card) => card.status),
  };
}

/**
 * The running monthly total of the selections in force (active, approved). A selection awaiting
 * approval keeps its costs on its card but is left out until approved, as total reward leaves it
 * out, so both screens add up the same selections and say so.
 */
export async function costsTotal(
  db: Database,
  user: User,
): Promise<{ total: MonthlyCosts; selections: { benefitId: number; title: string; costs: MonthlyCosts }[] }> {
  const { benefits } = await eligibleCards(db, user, {});
  const current = benefits.filter((card) => card.costs !== null && card.status !== 'pending');
  let total = noCosts;
  for (const card of current)
    total = addCosts(total, {
      employeeGross: card.costs!.employeeGross,
      employer: card.costs!.employer,
      taxSaving: card.costs!.taxSaving,
      niSaving: card.costs!.niSaving,
    });
  return {
    total: monthlyCostsOf(total),
    selections: current.map((card) => ({ benefitId: card.id, title: card.title, costs: card.costs! })),
  };
}
