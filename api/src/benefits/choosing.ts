// Choosing a benefit (docs/benefits.md "Choosing"): a first selection or a reapply POSTs a new
// selection; any other change PATCHes the current one; opting out is a PATCH to 'opted-out'.
// Each is judged against the window, the selection's state, the edit fields, the terms and the
// medical questions, then written with an audit row (who, when, from what, to what) in one
// transaction. Medical answers are sealed and never leave the api.
import { isDeepStrictEqual } from 'node:util';
import type { Selection, SetupBody } from '@portal/contract/benefits';
import type { FieldErrors } from '@portal/contract/errors';
import { and, desc, eq } from 'drizzle-orm';
import { refuseConsentInMasquerade, requireOpenToNewMembers, requireOpenWindow } from '../access/rules.js';
import type { Authentication } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { users } from '../db/schema-people.js';
import { type MedicalAnswer, selections } from '../db/schema-selections.js';
import { isCurrent, type SelectionRow } from '../db/selections.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { freeCoverOf } from './beam.js';
import { grossCostsOf } from './costs.js';
import { checkValues, editFieldsOf, type Values } from './edit-fields.js';
import { withSavings } from './pay.js';
import { type BenefitState, medicalQuestionsOf, termsAcceptanceRequired } from './product.js';
import { selectionAnswerOf } from './selection-view.js';
import { approvalFieldsOf, endOfMonth, firstPayrollDay } from './selection-dates.js';

export const termsMessage = 'Please confirm that you have read the terms and conditions';
export const medicalAnswersMessage = 'Please answer every medical question';
export const nothingToChooseMessage = 'There is nothing to choose for this benefit';
export const alreadyChosenMessage = 'You have already chosen this benefit: change your selection instead';
export const reapplyMessage = 'Please reapply to change this benefit';
export const replacedMessage = 'This selection has been replaced by a newer one';

type UpdateBody = Partial<SetupBody> & { status?: 'opted-out' };

interface Deps {
  db: Database;
  secretBox: SecretBox;
}

const conflict = (message: string) => new HttpError(409, { message });

interface Medical {
  sealed: string | null;
  underwriting: boolean;
}

/** The medical answers a cover above the free cover needs, or the earlier ones when the cover did not grow. */
async function medicalOf(
  deps: Deps,
  state: BenefitState,
  values: Values,
  answers: MedicalAnswer[] | undefined,
  errors: FieldErrors['errors'],
): Promise<Medical> {
  const { benefit, person, selection } = state;
  if (benefit.config.kind !== 'cover') return { sealed: null, underwriting: false };
  const cover = typeof values.cover === 'number' ? values.cover : 0;
  if (cover <= freeCoverOf(benefit.config.beam, person)) return { sealed: null, underwriting: false };
  const questions = await medicalQuestionsOf(deps.db, benefit.id);
  if (questions.length === 0) return { sealed: null, underwriting: false };
  const previousCover =
    selection && isCurrent(selection.status) && typeof selection.values.cover === 'number' ? selection.values.cover : 0;
  if (!answers && selection?.medicalAnswersSealed && isCurrent(selection.status) && cover <= previousCover) {
    return { sealed: selection.medicalAnswersSealed, underwriting: selection.underwritingRequired };
  }
  const byQuestion = new Map((answers ?? []).map((answer) => [answer.questionId, answer.answer]));
  // Each question once, and nothing else.
  if (answers?.length !== questions.length || !questions.every((question) => byQuestion.has(question.id))) {
    errors.medical_answers = [medicalAnswersMessage];
    return { sealed: null, underwriting: false };
  }
  const kept = questions.map((question) => ({ questionId: question.id, answer: byQuestion.get(question.id)! }));
  return {
    sealed: deps.secretBox.seal(JSON.stringify(kept)),
    underwriting: questions.some((question) => question.needsUnderwriting && byQuestion.get(question.id)),
  };
}

interface Judged {
  values: Values;
  acceptedTermsVersion: number | null;
  medical: Medical;
}

async function judge(deps: Deps, state: BenefitState, values: Values, body: Partial<SetupBody>): Promise<Judged> {
  const checked = checkValues(editFieldsOf(state.benefit.config, state.person), values);
  const errors = checked.errors;
  const { terms, selection } = state;
  if (termsAcceptanceRequired(terms, selection) && body.accepted_terms !== terms!.version)
    errors.accepted_terms = [termsMessage];
  const medical = await medicalOf(deps, state, checked.values, body.medical_answers, errors);
  if (Object.keys(errors).length > 0) throw new HttpError(422, { errors } satisfies FieldErrors);
  const acceptedTermsVersion =
    terms && body.accepted_terms === terms.version ? terms.version : (selection?.acceptedTermsVersion ?? null);
  return { values: checked.values, acceptedTermsVersion, medical };
}

function openForChange(state: BenefitState): void {
  if (state.benefit.config.kind === 'info') throw conflict(nothingToChooseMessage);
  requireOpenWindow(state.window, state.today);
}

/** Whether the person has ever held a selection of this benefit (its group, in any scheme year): a member, not a new one. */
async function heldBefore(db: Database, state: BenefitState): Promise<boolean> {
  if (state.selection) return true;
  const [held] = await db
    .select({ id: selections.id })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(
      and(
        eq(selections.userId, state.user.id),
        eq(benefits.clientId, state.benefit.clientId),
        eq(benefits.groupCode, state.benefit.groupCode),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * Whether the person could choose the benefit now, by the very rules that refuse a selection: something
 * to choose, the window open, open to them as a new member. Help me choose recommends nothing else.
 */
export async function mayChoose(db: Database, state: BenefitState): Promise<boolean> {
  try {
    openForChange(state);
    if (!(state.selection && isCurrent(state.selection.status)))
      requireOpenToNewMembers(state.benefit, await heldBefore(db, state));
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/**
 * The values a choice or change would be made with, judged by the same rules as Confirm (window,
 * new members, consent, limits, terms, medical answers) without writing anything: the basket keeps
 * a change this answers for, and Confirm judges it again.
 */
export async function judgeChange(
  deps: Deps,
  auth: Authentication,
  state: BenefitState,
  body: SetupBody,
): Promise<Values> {
  refuseConsentInMasquerade(auth, body);
  openForChange(state);
  const current = state.selection && isCurrent(state.selection.status) ? state.selection : undefined;
  if (!current) requireOpenToNewMembers(state.benefit, await heldBefore(deps.db, state));
  const judged = await judge(deps, state, current ? { ...current.values, ...body.values } : body.values, body);
  return judged.values;
}

/** Makes the change setup would: a new selection when there is no current one, else an update of it. */
export async function chooseOrChange(
  deps: Deps,
  auth: Authentication,
  state: BenefitState,
  body: SetupBody,
): Promise<Selection> {
  const current = state.selection && isCurrent(state.selection.status) ? state.selection : undefined;
  return current ? updateSelection(deps, auth, state, current.id, body) : createSelection(deps, auth, state, body);
}

/**
 * Changes by one person queue up behind a lock on their row, and each checks that the selection it
 * judged is still the latest: a double-clicked Confirm makes one selection, not two.
 */
async function lockLatest(tx: Database, state: BenefitState, conflictMessage: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, state.user.id)).for('update');
  const [latest] = await tx
    .select({ id: selections.id })
    .from(selections)
    .where(
      and(
        eq(selections.userId, state.user.id),
        eq(selections.benefitId, state.benefit.id),
        eq(selections.schemeYear, state.client.schemeYear),
      ),
    )
    .orderBy(desc(selections.id))
    .limit(1);
  if (latest?.id !== state.selection?.id) throw conflict(conflictMessage);
}

function snapshot(row: SelectionRow | undefined) {
  return row ? { status: row.status, values: row.values, acceptedTermsVersion: row.acceptedTermsVersion } : null;
}

/** The columns a judged choice sets: values, costs, terms, sealed answers, approval columns. */
function columnsOf(state: BenefitState, judged: Judged) {
  const { benefit, person } = state;
  const costs = withSavings(
    grossCostsOf(benefit.config, judged.values, person),
    benefit.salarySacrifice,
    person.annualSalaryPence,
  );
  return {
    values: judged.values,
    ...approvalFieldsOf(benefit.config, judged.values, person),
    employeeMonthlyPence: costs.employeeGross,
    employerMonthlyPence: costs.employer,
    taxSavingMonthlyPence: costs.taxSaving,
    niSavingMonthlyPence: costs.niSaving,
    acceptedTermsVersion: judged.acceptedTermsVersion,
    underwritingRequired: judged.medical.underwriting,
    medicalAnswersSealed: judged.medical.sealed,
  };
}

function statusFor(state: BenefitState, judged: Judged): 'pending' | 'active' {
  return state.benefit.requiresApproval || judged.medical.underwriting ? 'pending' : 'active';
}

/** POST: a first selection, or a reapply after a rejection or an opt-out (the old row stays as history). */
export async function createSelection(
  deps: Deps,
  auth: Authentication,
  state: BenefitState,
  body: SetupBody,
): Promise<Selection> {
  refuseConsentInMasquerade(auth, body);
  openForChange(state);
  if (state.selection && isCurrent(state.selection.status)) throw conflict(alreadyChosenMessage);
  requireOpenToNewMembers(state.benefit, await heldBefore(deps.db, state));
  const judged = await judge(deps, state, body.values, body);
  const { client, benefit, today } = state;
  const row = await withTransaction(deps.db, async (tx) => {
    await lockLatest(tx, state, alreadyChosenMessage);
    const [created] = await tx
      .insert(selections)
      .values({
        userId: auth.user.id,
        benefitId: benefit.id,
        schemeYear: client.schemeYear,
        status: statusFor(state, judged),
        ...columnsOf(state, judged),
        startDate: firstPayrollDay(today, client.schemeYear),
        endDate: `${client.schemeYear}-12-31`,
      })
      .returning();
    await audit(tx, auth, state.selection ? 'selection.reapply' : 'selection.create', {
      selectionId: created!.id,
      benefitId: benefit.id,
      from: snapshot(state.selection),
      to: snapshot(created),
    });
    return created!;
  });
  return selectionAnswerOf(benefit.config, row, state.person);
}

/** PATCH: new values for the current selection, or an opt-out. */
export async function updateSelection(
  deps: Deps,
  auth: Authentication,
  state: BenefitState,
  selectionId: number,
  body: UpdateBody,
): Promise<Selection> {
  const current = state.selection;
  if (!current || current.id !== selectionId) throw conflict(replacedMessage);
  refuseConsentInMasquerade(auth, body);
  openForChange(state);
  if (!isCurrent(current.status)) throw conflict(reapplyMessage);
  let changes: Partial<typeof selections.$inferInsert>;
  let action: string;
  if (body.status === 'opted-out') {
    changes = { status: 'opted-out', endDate: endOfMonth(state.today) };
    action = 'selection.opt-out';
  } else {
    const judged = await judge(deps, state, { ...current.values, ...body.values }, body);
    const changed =
      !isDeepStrictEqual(judged.values, current.values) || judged.medical.underwriting !== current.underwritingRequired;
    // Accepting new terms alone does not send an approved choice back for approval.
    changes = {
      ...columnsOf(state, judged),
      status: changed ? statusFor(state, judged) : current.status,
      ...(changed ? { decidedAt: null, decidedBy: null, rejectionReason: null } : {}),
    };
    action = 'selection.update';
  }
  const row = await withTransaction(deps.db, async (tx) => {
    await lockLatest(tx, state, replacedMessage);
    const [updated] = await tx
      .update(selections)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(selections.id, current.id))
      .returning();
    await audit(tx, auth, action, {
      selectionId: current.id,
      benefitId: current.benefitId,
      from: snapshot(current),
      to: snapshot(updated),
    });
    return updated!;
  });
  return selectionAnswerOf(state.benefit.config, row, state.person);
}
