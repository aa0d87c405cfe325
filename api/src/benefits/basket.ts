// The basket (docs/basket.md): a person's changes to several benefits, each judged when it goes in
// exactly as setup's Confirm would judge it, kept per person and benefit for the scheme year while
// the window it was added in is open, shown with the take-home pay before and after, and confirmed
// together: each item is chosen or changed on its own by the functions of a single choice, so one
// refusal costs nothing of the others.
import type { Basket, BasketOutcome } from '@portal/contract/basket';
import type { SetupBody } from '@portal/contract/benefits';
import type { FieldErrors } from '@portal/contract/errors';
import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Authentication, User } from '../auth/authentication.js';
import { findEligibleBenefit, eligibleBenefitRows } from './catalogue.js';
import { chooseOrChange, judgeChange, medicalAnswersMessage } from './choosing.js';
import { grossCostsOf } from './costs.js';
import { todayInLondon } from './display.js';
import { monthlyCostsOf, withSavings } from './pay.js';
import { loadFamily, personOf } from './person.js';
import { type BenefitState, loadBenefitState } from './product.js';
import { planDetailsOf, storedCostsOf } from './selection-view.js';
import type { Database } from '../db/client.js';
import { type Client, clientOf } from '../db/clients.js';
import { basketItems } from '../db/schema-basket.js';
import { benefits } from '../db/schema-benefits.js';
import { isCurrent, latestSelections, type SelectionRow } from '../db/selections.js';
import { HttpError } from '../http/errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { monthlyTakeHome, type MonthlyDeductions } from './take-home.js';

export const medicalInBasketMessage =
  'This cover needs your answers to the medical questions: please confirm it on its own';
export const noLongerAvailableMessage = 'This benefit is no longer available to you';

interface Deps {
  db: Database;
  secretBox: SecretBox;
}

type ItemRow = typeof basketItems.$inferSelect;

/** The items still in the window they were added in, of the client's current scheme year. */
function liveItems(userId: number, client: Client, today: string) {
  return and(
    eq(basketItems.userId, userId),
    eq(basketItems.schemeYear, client.schemeYear),
    or(isNull(basketItems.windowClosesOn), gte(basketItems.windowClosesOn, today)),
  );
}

/** Selections awaiting approval are not in pay yet: the running total leaves them out too. */
const inPay = (row: SelectionRow | undefined): row is SelectionRow =>
  row !== undefined && isCurrent(row.status) && row.status !== 'pending';

export async function basketFor(db: Database, user: User): Promise<Basket> {
  const client = await clientOf(db, user);
  const today = todayInLondon();
  const nothing = monthlyTakeHome(user.annualSalaryPence, { salarySacrifice: 0, afterTax: 0 });
  if (!client) return { items: [], takeHome: { before: nothing, after: nothing } };
  const [rows, family, latest, stored] = await Promise.all([
    eligibleBenefitRows(db, user, client),
    loadFamily(db, user.id),
    latestSelections(db, user.id, client.schemeYear),
    db
      .select()
      .from(basketItems)
      .where(liveItems(user.id, client, today))
      .orderBy(asc(basketItems.createdAt), asc(basketItems.benefitId)),
  ]);
  const person = personOf(user, family, today);
  const benefitById = new Map(rows.map((row) => [row.id, row]));
  const items = stored.flatMap((item) => {
    const benefit = benefitById.get(item.benefitId);
    if (!benefit) return [];
    const current = latest.get(benefit.id);
    const costs = withSavings(
      grossCostsOf(benefit.config, item.values, person),
      benefit.salarySacrifice,
      person.annualSalaryPence,
    );
    return [{ item, benefit, costs, current: current && isCurrent(current.status) ? current : undefined }];
  });
  const before: MonthlyDeductions = { salarySacrifice: 0, afterTax: 0 };
  const after: MonthlyDeductions = { salarySacrifice: 0, afterTax: 0 };
  const inBasket = new Map(items.map((entry) => [entry.benefit.id, entry]));
  for (const benefit of rows) {
    const key = benefit.salarySacrifice ? 'salarySacrifice' : 'afterTax';
    const selection = latest.get(benefit.id);
    const held = inPay(selection) ? selection.employeeMonthlyPence : 0;
    before[key] += held;
    after[key] += inBasket.get(benefit.id)?.costs.employeeGross ?? held;
  }
  return {
    items: items.map(({ item, benefit, costs, current }) => ({
      benefitId: benefit.id,
      title: benefit.name,
      values: item.values,
      planDetails: planDetailsOf(benefit.config, item.values, person),
      acceptedTerms: item.acceptedTerms,
      costs: monthlyCostsOf(costs),
      currentCosts: current ? monthlyCostsOf(storedCostsOf(current)) : null,
      windowClosesOn: item.windowClosesOn,
      addedAt: item.updatedAt.toISOString(),
    })),
    takeHome: {
      before: monthlyTakeHome(user.annualSalaryPence, before),
      after: monthlyTakeHome(user.annualSalaryPence, after),
    },
  };
}

/** A change needing medical answers is not kept: they are sealed with the selection, never stored loose. */
function withoutMedicalAnswers(error: unknown): never {
  if (error instanceof HttpError && error.status === 422) {
    const { errors } = error.body as FieldErrors;
    if (errors.medical_answers)
      throw new HttpError(422, { errors: { ...errors, medical_answers: [medicalInBasketMessage] } });
  }
  throw error;
}

export async function putBasketItem(
  deps: Deps,
  auth: Authentication,
  state: BenefitState,
  body: Pick<SetupBody, 'values' | 'accepted_terms'>,
): Promise<Basket> {
  const acceptedTerms = body.accepted_terms ?? null;
  const values = await judgeChange(deps, auth, state, {
    values: body.values,
    ...(acceptedTerms === null ? {} : { accepted_terms: acceptedTerms }),
  }).catch(withoutMedicalAnswers);
  const kept = {
    schemeYear: state.client.schemeYear,
    values,
    acceptedTerms,
    windowClosesOn: state.window.closesOn,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(basketItems)
    .values({ userId: auth.user.id, benefitId: state.benefit.id, ...kept })
    .onConflictDoUpdate({ target: [basketItems.userId, basketItems.benefitId], set: kept });
  return basketFor(deps.db, auth.user);
}

export async function removeBasketItem(db: Database, user: User, benefitId: number): Promise<Basket> {
  await db.delete(basketItems).where(and(eq(basketItems.userId, user.id), eq(basketItems.benefitId, benefitId)));
  return basketFor(db, user);
}

/** Why a single choice was refused, in its own words: the first field error, or its message. */
function refusalOf(error: HttpError): string {
  const errors = (error.body as Partial<FieldErrors>).errors;
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  if (first) return first === medicalAnswersMessage ? medicalInBasketMessage : first;
  if (error.status === 404) return noLongerAvailableMessage;
  return typeof error.body.message === 'string' ? error.body.message : noLongerAvailableMessage;
}

/**
 * Each item is taken out of the basket before it is judged, so a second Confirm sent at the same
 * time finds nothing to send twice; those refused (and any not reached) are put back.
 */
export async function confirmBasket(
  deps: Deps,
  auth: Authentication,
): Promise<{ outcomes: BasketOutcome[]; basket: Basket }> {
  const { db } = deps;
  const client = await clientOf(db, auth.user);
  if (!client) return { outcomes: [], basket: await basketFor(db, auth.user) };
  const today = todayInLondon();
  const claimed = await db
    .delete(basketItems)
    .where(liveItems(auth.user.id, client, today))
    .returning();
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.benefitId - b.benefitId);
  const names = new Map(
    claimed.length === 0
      ? []
      : (
          await db
            .select({ id: benefits.id, name: benefits.name })
            .from(benefits)
            .where(
              inArray(
                benefits.id,
                claimed.map((item) => item.benefitId),
              ),
            )
        ).map((row) => [row.id, row.name]),
  );
  const outcomes: BasketOutcome[] = [];
  const putBack: ItemRow[] = [];
  let reached = 0;
  try {
    for (const item of claimed) {
      const title = names.get(item.benefitId) ?? '';
      const body: SetupBody = {
        values: item.values,
        ...(item.acceptedTerms === null ? {} : { accepted_terms: item.acceptedTerms }),
      };
      try {
        const state = await loadBenefitState(db, auth.user, await findEligibleBenefit(db, auth.user, item.benefitId));
        const selection = await chooseOrChange(deps, auth, state, body);
        const outcome = selection.status === 'pending' ? 'awaiting-approval' : 'chosen';
        outcomes.push({ benefitId: item.benefitId, title, outcome, message: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        putBack.push(item);
        outcomes.push({ benefitId: item.benefitId, title, outcome: 'refused', message: refusalOf(error) });
      }
      reached += 1;
    }
  } finally {
    const unconfirmed = [...putBack, ...claimed.slice(reached)];
    // A change put in meanwhile for the same benefit is newer: it stays.
    if (unconfirmed.length > 0) await db.insert(basketItems).values(unconfirmed).onConflictDoNothing();
  }
  return { outcomes, basket: await basketFor(db, auth.user) };
}
