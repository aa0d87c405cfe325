// One benefit as its page and its setup need it (the benefit product): the card,
// the description, the edit fields for this person, the current terms, the medical questions,
// the selection window, and the person's current selection of it.
import type { BenefitCard, BenefitProduct, Selection } from '@portal/contract/benefits';
import { asc, desc, eq } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import { ccvBalanceOf } from '../db/ccv-balances.js';
import type { Database } from '../db/client.js';
import { benefitMedicalQuestions, benefitRelations, benefitTerms } from '../db/schema-benefits.js';
import { isCurrent, latestSelections, type SelectionRow } from '../db/selections.js';
import { freeCoverOf } from './beam.js';
import { cardOf, cardsOf } from './cards.js';
import { compareOptionsOf } from './compare.js';
import { type BenefitRow, type EligibleBenefit, eligibleByIds } from './catalogue.js';
import { todayInLondon } from './display.js';
import { editFieldsOf } from './edit-fields.js';
import { loadFamily, type Person, personOf } from './person.js';
import { openLifeEvents, type SelectionWindow, windowOn } from './selection-window.js';
import { selectionAnswerOf } from './selection-view.js';

export interface CurrentTerms {
  id: number;
  version: number;
  content: string;
}

export async function currentTerms(db: Database, benefitId: number): Promise<CurrentTerms | null> {
  const [terms] = await db
    .select({ id: benefitTerms.id, version: benefitTerms.version, content: benefitTerms.content })
    .from(benefitTerms)
    .where(eq(benefitTerms.benefitId, benefitId))
    .orderBy(desc(benefitTerms.version))
    .limit(1);
  return terms ?? null;
}

/** Terms must be ticked unless the person's latest selection accepted this very version. */
export function termsAcceptanceRequired(terms: CurrentTerms | null, selection: SelectionRow | undefined): boolean {
  return terms !== null && selection?.acceptedTermsVersion !== terms.version;
}

export async function medicalQuestionsOf(db: Database, benefitId: number) {
  return db
    .select({
      id: benefitMedicalQuestions.id,
      text: benefitMedicalQuestions.text,
      needsUnderwriting: benefitMedicalQuestions.needsUnderwriting,
    })
    .from(benefitMedicalQuestions)
    .where(eq(benefitMedicalQuestions.benefitId, benefitId))
    .orderBy(asc(benefitMedicalQuestions.position), asc(benefitMedicalQuestions.id));
}

/** Everything a change to a selection is judged against. */
export interface BenefitState extends EligibleBenefit {
  user: User;
  person: Person;
  today: string;
  selection: SelectionRow | undefined;
  terms: CurrentTerms | null;
  window: SelectionWindow;
}

export async function loadBenefitState(db: Database, user: User, eligible: EligibleBenefit): Promise<BenefitState> {
  const { client, benefit } = eligible;
  const today = todayInLondon();
  const [family, selections, terms, events] = await Promise.all([
    loadFamily(db, user.id),
    latestSelections(db, user.id, client.schemeYear, [benefit.id]),
    currentTerms(db, benefit.id),
    openLifeEvents(db, user.id, today),
  ]);
  return {
    ...eligible,
    user,
    person: personOf(user, family, today),
    today,
    selection: selections.get(benefit.id),
    terms,
    window: windowOn(client, benefit, today, events),
  };
}

export async function productOf(db: Database, state: BenefitState): Promise<BenefitProduct> {
  const { benefit, person, selection, terms } = state;
  const questions = benefit.kind === 'cover' ? await medicalQuestionsOf(db, benefit.id) : [];
  const card: BenefitCard = cardOf(benefit, selection);
  return {
    ...card,
    descriptionHtml: benefit.description ?? '',
    beamSupported: benefit.config.kind === 'cover',
    editFields: editFieldsOf(benefit.config, person),
    terms,
    termsAndConditionsShown: termsAcceptanceRequired(terms, selection),
    medicalQuestions: questions.map(({ id, text }) => ({ id, text })),
    freeCover: benefit.config.kind === 'cover' ? freeCoverOf(benefit.config.beam, person) : null,
    claimSteps: benefit.claimSteps,
    claimsEnabled: benefit.claimsEnabled,
    window: state.window,
    voucherBalance: benefit.groupCode === 'ccv' ? await ccvBalanceOf(db, state.user.id) : null,
    compareOptions: compareOptionsOf(
      benefit.config,
      benefit.salarySacrifice,
      person,
      selection && isCurrent(selection.status) ? selection.values : null,
    ),
  };
}

export function selectionOf(state: BenefitState): Selection | null {
  return state.selection ? selectionAnswerOf(state.benefit.config, state.selection, state.person) : null;
}

/** Related benefits the person may also see, as cards, in the order content gave them. */
export async function relatedCards(
  db: Database,
  user: User,
  { client, benefit }: EligibleBenefit,
): Promise<BenefitCard[]> {
  const related = await db
    .select({ id: benefitRelations.relatedBenefitId })
    .from(benefitRelations)
    .where(eq(benefitRelations.benefitId, benefit.id))
    .orderBy(asc(benefitRelations.position));
  const rows = await eligibleByIds(
    db,
    user,
    client,
    related.map((row) => row.id),
  );
  const order = new Map(related.map((row, index) => [row.id, index]));
  return cardsOf(
    db,
    user,
    client,
    rows.sort((a: BenefitRow, b: BenefitRow) => order.get(a.id)! - order.get(b.id)!),
  );
}
