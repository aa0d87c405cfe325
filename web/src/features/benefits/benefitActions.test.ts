import { benefitActions, type BenefitForActions } from './benefitActions';

const benefit = (overrides: Partial<BenefitForActions> = {}): BenefitForActions => ({
  kind: 'LEVEL',
  terms: { version: 1 },
  claimSteps: [],
  claimsEnabled: false,
  hasStatements: true,
  window: { open: true },
  selection: null,
  ...overrides,
});

test('no selection: Set up, to the setup route; nothing to opt out of', () => {
  expect(benefitActions(benefit())).toEqual({
    choose: { label: 'Set up', to: 'setup' },
    terms: true,
    optOut: false,
    statement: true,
    claim: false,
  });
});

test('a current selection is managed and can be opted out of', () => {
  for (const status of ['ACTIVE', 'APPROVED', 'PENDING'] as const) {
    const actions = benefitActions(benefit({ selection: { status, cta: null } }));
    expect(actions.choose).toEqual({ label: 'Manage', to: 'manage' });
    expect(actions.optOut).toBe(true);
  }
});

test("a rejected or opted-out selection offers the cta's reapply, through setup", () => {
  const actions = benefitActions(
    benefit({ selection: { status: 'DECLINED', cta: { type: 'reapply', label: 'Reapply' } } }),
  );
  expect(actions.choose).toEqual({ label: 'Reapply', to: 'setup' });
  expect(actions.optOut).toBe(false);
});

test('outside the selection window nothing can be chosen or opted out of', () => {
  const actions = benefitActions(benefit({ window: { open: false }, selection: { status: 'ACTIVE', cta: null } }));
  expect(actions.choose).toBeNull();
  expect(actions.optOut).toBe(false);
  expect(actions.terms).toBe(true);
});

test('an information-only benefit has nothing to choose and no statement; claims follow the provider', () => {
  expect(benefitActions(benefit({ kind: 'INFO', terms: null, claimSteps: ['Call the helpline'] }))).toEqual({
    choose: null,
    terms: false,
    optOut: false,
    statement: false,
    claim: true,
  });
  expect(benefitActions(benefit({ claimsEnabled: true })).claim).toBe(true);
});

test('a benefit without a statement (never chosen) does not offer one', () => {
  expect(benefitActions(benefit({ hasStatements: false })).statement).toBe(false);
  expect(benefitActions(benefit({ hasStatements: true })).statement).toBe(true);
});
