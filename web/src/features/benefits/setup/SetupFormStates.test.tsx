// The setup form's field states beyond BenefitSetupScreen.test.tsx: a field's message goes as soon
// as that field changes while the banner stays until Confirm, a field whose name holds dots,
// the server's errors on a field and on the terms tick, and Confirm busy while the choice is sent.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import type { RelayMockEnvironment } from 'relay-test-utils';
import type { SetupFormStatesTestQuery } from '../../../__generated__/SetupFormStatesTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { setMasquerade } from '../../../browser-storage/masquerade';
import { signedInShell } from '../../../testing/shell';
import { BenefitSetupScreen } from './BenefitSetupScreen';

const query = graphql`
  query SetupFormStatesTestQuery @relay_test_operation {
    viewer {
      benefit(id: "QmVuZWZpdDo5") {
        ...BenefitSetupScreen_benefit
      }
    }
  }
`;

const BENEFIT_ID = 'QmVuZWZpdDo5';
const childcare = {
  id: BENEFIT_ID,
  title: 'Childcare Vouchers',
  summary: 'Vouchers from your gross pay.',
  status: 'ACTIVE',
  statusLabel: 'Active',
  requiresApproval: false,
  beamSupported: false,
  freeCover: null,
  costs: null,
  editFields: [
    {
      name: 'monthly.amount',
      label: 'Monthly amount',
      type: 'AMOUNT',
      minimum: 1_000,
      maximum: 24_300,
      stepSize: null,
      validationMessage: null,
      required: true,
      options: [],
    },
    {
      name: 'days',
      label: 'Days a week',
      type: 'DAYS',
      minimum: 1,
      maximum: 5,
      stepSize: null,
      validationMessage: null,
      required: false,
      options: [],
    },
  ],
  terms: { version: 3, content: '<p>Voucher terms.</p>' },
  termsAcceptanceRequired: true,
  medicalQuestions: [],
  window: { open: true, opensOn: null, closesOn: '2026-12-31', lifeEvent: null },
  selection: {
    id: 'selection-9',
    values: [{ name: 'monthly.amount', value: '5000' }],
    acceptedTermsVersion: 2,
    rejectionReason: null,
    cta: null,
  },
};

function renderScreen(shell = signedInShell()) {
  return renderWithRelay<SetupFormStatesTestQuery>({
    query,
    shell,
    path: '/app/my-benefits/9/manage',
    resolvers: { Benefit: () => childcare },
    render: ({ viewer }) =>
      viewer?.benefit ? <BenefitSetupScreen benefit={viewer.benefit} benefitPath="/app/my-benefits/9" manage /> : null,
  });
}

/**
 * Ticks the terms with a plain click: once pressed with a pointer, Chakra's checkbox (zag) makes a
 * PointerEvent when it loses focus, which jsdom does not have.
 */
const tickTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }));

/** What the form has sent: the cost preview's questions as the amounts change are not choices. */
const sent = (environment: RelayMockEnvironment) =>
  environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name !== 'useCostPreviewRefetchQuery');

async function sentInput(environment: RelayMockEnvironment) {
  await waitFor(() => expect(sent(environment)).toHaveLength(1));
  const operation = sent(environment)[0]!;
  expect(operation.request.node.params.name).toBe('useSetUpBenefitMutation');
  return operation;
}

test("a field's message goes as soon as that field changes; the banner stays until Confirm", async () => {
  const user = userEvent.setup();
  renderScreen();
  const amount = screen.getByLabelText('Monthly amount');
  expect((amount as HTMLInputElement).value).toBe('50');
  await user.clear(amount);
  await user.type(amount, '500');
  await user.type(screen.getByLabelText('Days a week (optional)'), '6');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Please enter a value between £10.00 and £243.00')).toBeTruthy();
  expect(screen.getByText('Please enter a value between 1 and 5')).toBeTruthy();
  expect(screen.getByText('Please confirm that you have read the terms and conditions')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Please correct the errors below');

  await user.type(amount, '0');
  expect(screen.queryByText('Please enter a value between £10.00 and £243.00')).toBeNull();
  expect(screen.getByText('Please enter a value between 1 and 5')).toBeTruthy();
  tickTerms();
  // Chakra's checkbox reports the change a frame later.
  await waitFor(() =>
    expect(screen.queryByText('Please confirm that you have read the terms and conditions')).toBeNull(),
  );
  expect(screen.getByRole('alert').textContent).toBe('Please correct the errors below');
});

test('an amount out of range is flagged as the field is left, before Confirm; an empty one waits for Confirm', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen();
  const amount = screen.getByLabelText('Monthly amount');
  await user.clear(amount);
  await user.tab();
  expect(screen.queryByText('This field is required')).toBeNull();
  await user.click(amount);
  await user.type(amount, '500');
  await user.tab();
  expect(await screen.findByText('Please enter a value between £10.00 and £243.00')).toBeTruthy();
  // Only the field: no banner, nothing sent.
  expect(screen.queryByRole('alert')).toBeNull();
  expect(sent(environment)).toHaveLength(0);
  await user.clear(amount);
  await user.type(amount, '100');
  await user.tab();
  expect(screen.queryByText('Please enter a value between £10.00 and £243.00')).toBeNull();
});

test("the server's errors land on the field they name (dots and all) and on the terms tick; Confirm is busy meanwhile", async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen();
  tickTerms();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const operation = await sentInput(environment);
  expect(operation.request.variables.input).toEqual({
    benefitId: BENEFIT_ID,
    values: [{ name: 'monthly.amount', value: '5000' }],
    acceptedTermsVersion: 3,
    medicalAnswers: null,
  });
  expect(document.querySelector('button[type="submit"]')?.hasAttribute('data-loading')).toBe(true);

  await act(async () =>
    environment.mock.resolve(operation, {
      data: {
        setUpBenefit: {
          benefit: null,
          errors: [
            { field: 'monthly.amount', message: 'Your employer caps vouchers at £50.00 a month' },
            { field: 'monthly.amount', message: 'A second word on the same field' },
            { field: 'acceptedTermsVersion', message: 'These terms have changed again: please read them once more' },
          ],
        },
      },
    }),
  );
  expect(screen.getByText('Your employer caps vouchers at £50.00 a month')).toBeTruthy();
  expect(screen.queryByText('A second word on the same field')).toBeNull();
  expect(screen.getByLabelText('Monthly amount').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('These terms have changed again: please read them once more')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Please correct the errors below');
  expect(screen.getByText('Now at /app/my-benefits/9/manage')).toBeTruthy();
});

test('acting as the person, terms they owe are not offered to accept: the page says only they can, and Confirm sends nothing', async () => {
  const user = userEvent.setup();
  setMasquerade({ userId: 7, schemeYear: 2026 });
  try {
    const { environment } = renderScreen(signedInShell({ giveConsent: false }));
    await screen.findByRole('heading', { name: 'Terms and conditions' });
    expect(screen.queryByRole('checkbox', { name: 'I have read the terms and conditions' })).toBeNull();
    expect(screen.getByText('Only Alex Morgan can do this: you are acting as them.')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(confirm);
    expect(sent(environment)).toHaveLength(0);
  } finally {
    setMasquerade(null);
  }
});
