// Help me choose's answers as the screens hold them, and what is sent: pure functions, apart from
// the screens. A skipped question is null; an answered one holds what was given (an empty list of
// uses is an answer: none of them).
import { parseNumber, textOf } from '../setup/editValues';

export type ExpectedUse = 'DENTAL' | 'OPTICAL' | 'THERAPY' | 'CYCLING';
export type ChoicePriority = 'FAMILY' | 'RETIREMENT' | 'HEALTH' | 'COST';
export const expectedUses: readonly ExpectedUse[] = ['DENTAL', 'OPTICAL', 'THERAPY', 'CYCLING'];
export const choicePriorities: readonly ChoicePriority[] = ['FAMILY', 'RETIREMENT', 'HEALTH', 'COST'];

export interface Answers {
  partner: boolean | null;
  childrenAges: readonly number[] | null;
  expectedUses: readonly ExpectedUse[] | null;
  monthlyBudget: number | null;
  priorities: readonly ChoicePriority[] | null;
}

/** The children's ages as typed, one text each. */
export interface Draft {
  partner: boolean | null;
  children: string[] | null;
  expectedUses: ExpectedUse[] | null;
  budget: string | null;
  priorities: ChoicePriority[] | null;
}

export const questions = ['partner', 'children', 'uses', 'budget', 'priorities'] as const;
export type Question = (typeof questions)[number];

interface Saved {
  readonly partner: boolean | null | undefined;
  readonly childrenAges: ReadonlyArray<number> | null | undefined;
  readonly expectedUses: ReadonlyArray<string> | null | undefined;
  readonly monthlyBudget: number | null | undefined;
  readonly priorities: ReadonlyArray<string> | null | undefined;
}

const known = <T extends string>(values: readonly T[], given: ReadonlyArray<string>): T[] =>
  values.filter((value) => given.includes(value));

/**
 * What the questions open with: the saved answers, or, before the first save, the household as
 * the family details describe it (a partner, the children's ages) and nothing else.
 */
export function draftOf(
  saved: boolean,
  answers: Saved,
  family: { readonly partner: boolean; readonly childrenAges: ReadonlyArray<number> },
): Draft {
  if (!saved)
    return {
      partner: family.partner,
      children: family.childrenAges.map(String),
      expectedUses: null,
      budget: null,
      priorities: null,
    };
  return {
    partner: answers.partner ?? null,
    children: answers.childrenAges?.map(String) ?? null,
    expectedUses: answers.expectedUses ? known(expectedUses, answers.expectedUses) : null,
    budget: answers.monthlyBudget == null ? null : textOf('AMOUNT', String(answers.monthlyBudget)),
    priorities: answers.priorities ? known(choicePriorities, answers.priorities) : null,
  };
}

/** A child's age as typed: whole years from 0 to 25, or null. */
export function ageOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age <= 25 ? age : null;
}

/** The budget as typed, in pence (£0.00 to £10,000.00), or null. */
export function budgetOf(text: string): number | null {
  const pence = parseNumber('AMOUNT', text);
  return pence === null || pence < 0 || pence > 1_000_000 ? null : pence;
}

export type Checked = { ok: true; answers: Answers } | { ok: false; question: Question; error: 'age' | 'budget' };

/** The draft checked as the api checks it: the first question whose answer is not valid, or what is sent. */
export function answersOf(draft: Draft): Checked {
  const ages = draft.children?.filter((text) => text.trim() !== '').map(ageOf) ?? null;
  if (ages?.some((age) => age === null)) return { ok: false, question: 'children', error: 'age' };
  const budget = draft.budget === null || draft.budget.trim() === '' ? null : budgetOf(draft.budget);
  if (draft.budget !== null && draft.budget.trim() !== '' && budget === null)
    return { ok: false, question: 'budget', error: 'budget' };
  return {
    ok: true,
    answers: {
      partner: draft.partner,
      childrenAges: ages as number[] | null,
      expectedUses: draft.expectedUses,
      monthlyBudget: budget,
      priorities: draft.priorities,
    },
  };
}

/** The draft with one question skipped. */
export function skip(draft: Draft, question: Question): Draft {
  switch (question) {
    case 'partner':
      return { ...draft, partner: null };
    case 'children':
      return { ...draft, children: null };
    case 'uses':
      return { ...draft, expectedUses: null };
    case 'budget':
      return { ...draft, budget: null };
    case 'priorities':
      return { ...draft, priorities: null };
  }
}

/** The benefit's setup (or Manage, for a benefit held now), filled in with the suggested values. */
export function setupLinkOf(recommendation: {
  readonly benefitId: number;
  readonly current: boolean;
  readonly values: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}): string {
  const query = new URLSearchParams(recommendation.values.map(({ name, value }) => [name, value]));
  return `/app/my-benefits/${recommendation.benefitId}/${recommendation.current ? 'manage' : 'setup'}?${query.toString()}`;
}
