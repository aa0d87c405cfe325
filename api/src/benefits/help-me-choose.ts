// Help me choose (docs/help-me-choose.md): the person's answers for the scheme year, kept in
// choice_answers and read back only for them, and the recommendations the rules table
// (recommendations.ts) makes from them for the benefits the person may choose now.
import type { HelpMeChooseAnswer } from '@portal/contract/benefits';
import { and, eq } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { type ChoiceAnswers, choiceAnswers } from '../db/schema-help-me-choose.js';
import { isCurrent, latestSelections } from '../db/selections.js';
import { eligibleBenefitRows } from './catalogue.js';
import { mayChoose } from './choosing.js';
import { todayInLondon } from './display.js';
import { ageOn, loadFamily, personOf } from './person.js';
import { type Candidate, factsOf, recommend } from './recommendations.js';
import { openLifeEvents, windowOn } from './selection-window.js';

export const unanswered: ChoiceAnswers = {
  partner: null,
  childrenAges: null,
  expectedUses: null,
  monthlyBudgetPence: null,
  priorities: null,
};

/** Children are the dependants under 18, as the family details give their dates of birth. */
async function familyFacts(db: Database, user: User, today: string) {
  const family = await loadFamily(db, user.id);
  return {
    partner: family.some((member) => member.relationship === 'partner'),
    childrenAges: family
      .filter((member) => member.relationship === 'dependant')
      .map((member) => ageOn(member.dateOfBirth, today))
      .filter((age) => age < 18),
  };
}

export async function helpMeChooseFor(db: Database, user: User): Promise<HelpMeChooseAnswer> {
  const client = await clientOf(db, user);
  const today = todayInLondon();
  const household = await familyFacts(db, user, today);
  if (!client) return { schemeYear: 0, saved: false, answers: unanswered, family: household, recommendations: [] };
  const [row] = await db
    .select({ answers: choiceAnswers.answers })
    .from(choiceAnswers)
    .where(and(eq(choiceAnswers.userId, user.id), eq(choiceAnswers.schemeYear, client.schemeYear)));
  const answers = { ...unanswered, ...row?.answers };
  // Everything the choice rules read, once for all the benefits (a state per benefit, no terms:
  // they do not decide whether a benefit may be chosen).
  const [rows, family, selections, events] = await Promise.all([
    eligibleBenefitRows(db, user, client),
    loadFamily(db, user.id),
    latestSelections(db, user.id, client.schemeYear),
    openLifeEvents(db, user.id, today),
  ]);
  const person = personOf(user, family, today);
  const candidates: Candidate[] = [];
  for (const benefit of rows) {
    const selection = selections.get(benefit.id);
    const state = {
      client,
      benefit,
      user,
      person,
      today,
      selection,
      terms: null,
      window: windowOn(client, benefit, today, events),
    };
    if (!(await mayChoose(db, state))) continue;
    candidates.push({
      benefitId: benefit.id,
      title: benefit.name,
      groupCode: benefit.groupCode,
      config: benefit.config,
      salarySacrifice: benefit.salarySacrifice,
      current: selection && isCurrent(selection.status) ? selection.values : null,
    });
  }
  const recommendations = recommend(candidates, factsOf(answers, household), person);
  return {
    schemeYear: client.schemeYear,
    saved: row !== undefined,
    answers,
    family: household,
    recommendations: recommendations.map((recommendation) => ({
      benefitId: recommendation.benefitId,
      title: recommendation.title,
      verdict: recommendation.verdict,
      reason: recommendation.reason,
      suggestion: recommendation.suggestion,
      values: Object.entries(recommendation.values).map(([name, value]) => ({ name, value: String(value) })),
      costs: recommendation.costs,
      current: candidates.find((candidate) => candidate.benefitId === recommendation.benefitId)?.current != null,
    })),
  };
}

export async function saveHelpMeChoose(db: Database, user: User, answers: ChoiceAnswers): Promise<HelpMeChooseAnswer> {
  const client = await clientOf(db, user);
  if (client) {
    await db
      .insert(choiceAnswers)
      .values({ userId: user.id, schemeYear: client.schemeYear, answers })
      .onConflictDoUpdate({
        target: [choiceAnswers.userId, choiceAnswers.schemeYear],
        set: { answers, updatedAt: new Date() },
      });
  }
  return helpMeChooseFor(db, user);
}
