// What a person can do on a benefit's page, decided apart from the page (the decision
// logic of a screen as a pure function). Choosing is open only in the selection window and never
// for an information-only benefit; a rejected or opted-out selection is reapplied for through the
// setup screen (a new selection), a current one is managed (the same selection changed). The
// statement is offered only where the person has one.

import { benefitStrings as S } from './strings';

type Status = 'NOT_SELECTED' | 'PENDING' | 'APPROVED' | 'DECLINED' | 'ACTIVE' | 'OPTED_OUT' | '%future added value';

export interface BenefitForActions {
  readonly kind: string;
  readonly terms: unknown;
  readonly claimSteps: readonly string[];
  readonly claimsEnabled: boolean;
  /** The person has a month of the benefit group's statement (or it could not be read). */
  readonly hasStatements: boolean;
  readonly window: { readonly open: boolean };
  readonly selection:
    | { readonly status: Status; readonly cta: { readonly type: string; readonly label: string } | null | undefined }
    | null
    | undefined;
}

export interface BenefitActions {
  /** The link to the setup screen: its label, and which of its two routes. */
  choose: { label: string; to: 'setup' | 'manage' } | null;
  terms: boolean;
  optOut: boolean;
  statement: boolean;
  claim: boolean;
}

const CURRENT: readonly Status[] = ['ACTIVE', 'APPROVED', 'PENDING'];

export function benefitActions(benefit: BenefitForActions): BenefitActions {
  const info = benefit.kind === 'INFO';
  const canChange = benefit.window.open && !info;
  const { selection } = benefit;
  const current = selection ? CURRENT.includes(selection.status) : false;
  let choose: BenefitActions['choose'] = null;
  if (canChange) {
    if (selection?.cta?.type === 'reapply') choose = { label: selection.cta.label, to: 'setup' };
    else if (current) choose = { label: S.manage, to: 'manage' };
    else choose = { label: S.setUp, to: 'setup' };
  }
  return {
    choose,
    terms: Boolean(benefit.terms),
    optOut: canChange && current,
    // Only where there is one: a benefit the person never chose has nothing to list.
    statement: !info && benefit.hasStatements,
    claim: benefit.claimsEnabled || benefit.claimSteps.length > 0,
  };
}
