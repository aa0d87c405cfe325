// The setup and manage screen on a mock Relay environment: loading, the edit fields' checks, the
// beam costs recalculated from each change and a beam error, the medical questions above the
// free cover, terms that must be accepted, a server field error, a network error, and success.
// Every operation the screen starts is answered (or failed) by the test, so nothing waits on time.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { BenefitSetupRouteQuery } from '../../../__generated__/BenefitSetupRouteQuery.graphql';
import type { BenefitSetupScreenTestQuery } from '../../../__generated__/BenefitSetupScreenTestQuery.graphql';
import { signedInShell } from '../../../testing/shell';
import { ShellContext } from '../../../shell/ShellContext';
import { renderWithRelay, TestChakraProvider } from '../../../testing/renderWithRelay';
import { BenefitSetupPage, benefitSetupRouteQuery } from './BenefitSetupRoute';
import { BenefitSetupScreen } from './BenefitSetupScreen';

const query = graphql`
  query BenefitSetupScreenTestQuery @relay_test_operation {
    viewer {
      benefit(id: "QmVuZWZpdDo2") {
        ...BenefitSetupScreen_benefit
      }
    }
  }
`;

const BENEFIT_ID = 'QmVuZWZpdDo2';
const costs = (gross: number, net: number, employer: number) => ({
  employeeGross: gross,
  employeeNet: net,
  taxSaving: gross - net - Math.round((gross - net) / 3),
  niSaving: Math.round((gross - net) / 3),
  employer,
});
const amountField = (
  name: string,
  label: string,
  minimum: number,
  maximum: number | null,
  stepSize: number,
  required = true,
) => ({
  name,
  label,
  type: 'AMOUNT',
  minimum,
  maximum,
  stepSize,
  validationMessage: null,
  required,
  options: [],
});

const lifeAssurance = {
  id: BENEFIT_ID,
  title: 'Life Assurance',
  summary: 'Two times your salary free.',
  status: 'ACTIVE',
  statusLabel: 'Active',
  requiresApproval: false,
  beamSupported: true,
  freeCover: 12_000_000,
  costs: costs(540, 432, 1080),
  editFields: [
    amountField('cover', 'Cover amount', 12_000_000, 48_000_000, 100_000),
    amountField('partnerCover', 'Partner cover', 0, 25_000_000, 100_000, false),
  ],
  terms: {
    version: 1,
    content: '<h3>Life Assurance: terms and conditions</h3><p>Provided by Legal &amp; General.</p>',
  },
  termsAcceptanceRequired: false,
  medicalQuestions: [],
  window: { open: true, opensOn: null, closesOn: '2026-12-31', lifeEvent: null },
  selection: {
    id: 'selection-1',
    values: [
      { name: 'cover', value: '18000000' },
      { name: 'partnerCover', value: '10000000' },
    ],
    acceptedTermsVersion: 1,
    rejectionReason: null,
    cta: null,
  },
};

const criticalIllness = {
  ...lifeAssurance,
  title: 'Critical Illness Cover',
  status: 'DECLINED',
  statusLabel: 'Rejected',
  freeCover: 2_500_000,
  costs: null,
  editFields: [amountField('cover', 'Cover amount', 2_500_000, 15_000_000, 500_000)],
  medicalQuestions: [
    { id: '11', text: 'Have you been treated for a heart condition?' },
    { id: '12', text: 'Are you waiting for a test?' },
  ],
  selection: {
    id: 'selection-2',
    values: [{ name: 'cover', value: '2500000' }],
    acceptedTermsVersion: 1,
    rejectionReason: 'The insurer could not offer cover above your free cover.',
    cta: { type: 'reapply', label: 'Reapply' },
  },
};

const privateMedical = {
  ...lifeAssurance,
  title: 'Private Medical Insurance',
  beamSupported: false,
  freeCover: null,
  editFields: [
    {
      name: 'level',
      label: 'Cover level',
      type: 'LEVEL',
      minimum: null,
      maximum: null,
      stepSize: null,
      validationMessage: 'Please choose a cover level',
      required: true,
      options: [
        { value: 'employee', label: 'Employee', monthlyCost: 0 },
        { value: 'family', label: 'Family', monthlyCost: 12_700 },
      ],
    },
  ],
  terms: { version: 2, content: '<p>From 1 November 2026 outpatient cover is limited.</p><script>alert(1)</script>' },
  termsAcceptanceRequired: true,
  selection: {
    id: 'selection-3',
    values: [{ name: 'level', value: 'family' }],
    acceptedTermsVersion: 1,
    rejectionReason: null,
    cta: null,
  },
};

function renderScreen(benefit: object, path = '/app/my-benefits/6/manage') {
  return renderWithRelay<BenefitSetupScreenTestQuery>({
    query,
    path,
    resolvers: { Benefit: () => benefit },
    render: ({ viewer }) =>
      viewer?.benefit ? <BenefitSetupScreen benefit={viewer.benefit} benefitPath="/app/my-benefits/6" manage /> : null,
  });
}

const beamAnswer = (cover: number, gross: number, net: number, extra: object = {}) => ({
  result: {
    costs: costs(gross, net, 1080),
    freeCover: 12_000_000,
    coverAboveFree: cover - 12_000_000,
    medicalQuestionsRequired: false,
    valueLimits: { min: 12_000_000, max: 48_000_000, step: 100_000 },
    partnerValueLimits: { min: 0, max: 25_000_000, step: 100_000 },
    ...extra,
  },
  errors: [],
});

/** Answers the beam question the screen asked last; returns the variables it was asked with. */
async function answerBeam(environment: RelayMockEnvironment, beamCosts: object) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useBeamCostsRefetchQuery');
  await act(async () =>
    environment.mock.resolve(operation, { data: { node: { __typename: 'Benefit', id: BENEFIT_ID, beamCosts } } }),
  );
  return operation.request.variables;
}

async function resolveMutation(environment: RelayMockEnvironment, payload: (operation: OperationDescriptor) => object) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSetUpBenefitMutation');
  await act(async () => environment.mock.resolve(operation, { data: { setUpBenefit: payload(operation) } }));
  return operation.request.variables.input;
}

const cost = (label: string) => document.querySelector(`[data-cost="${label}"]`)?.textContent;
const NET = 'Your cost after tax and National Insurance savings (an estimate)';

test('while the benefit loads the screen says so, then shows the title, status and fields', async () => {
  const environment = createMockEnvironment();
  const reference = loadQuery<BenefitSetupRouteQuery>(environment, benefitSetupRouteQuery, { id: '6' });
  const shell = signedInShell();
  render(
    <TestChakraProvider>
      <MemoryRouter initialEntries={['/app/my-benefits/6/manage']}>
        <ShellContext.Provider value={shell}>
          <RelayEnvironmentProvider environment={environment}>
            <BenefitSetupPage queryRef={reference} />
          </RelayEnvironmentProvider>
        </ShellContext.Provider>
      </MemoryRouter>
    </TestChakraProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('Loading benefit...');
  const operation = environment.mock.getMostRecentOperation();
  await act(async () =>
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Benefit: () => privateMedical })),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Private Medical Insurance' })).toBeTruthy();
  expect(document.querySelector('[data-status-label]')?.textContent).toBe('Status: Active');
  expect(document.title).toBe('Private Medical Insurance | Acme Rewards');
});

test('a benefit the viewer cannot see says it has been removed or relocated', async () => {
  const environment = createMockEnvironment();
  const reference = loadQuery<BenefitSetupRouteQuery>(environment, benefitSetupRouteQuery, { id: '999' });
  const shell = signedInShell();
  render(
    <TestChakraProvider>
      <MemoryRouter>
        <ShellContext.Provider value={shell}>
          <RelayEnvironmentProvider environment={environment}>
            <BenefitSetupPage queryRef={reference} />
          </RelayEnvironmentProvider>
        </ShellContext.Provider>
      </MemoryRouter>
    </TestChakraProvider>,
  );
  const operation = environment.mock.getMostRecentOperation();
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ id: 'viewer-1', benefit: null }) }),
    ),
  );
  expect(screen.getByText('The benefit you are looking for has been removed or relocated')).toBeTruthy();
});

test('the edit fields are checked as the api checks them, before anything is sent', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(lifeAssurance);
  await answerBeam(environment, beamAnswer(18_000_000, 540, 432));
  const cover = screen.getByLabelText('Cover amount');
  expect((cover as HTMLInputElement).value).toBe('180,000');
  expect(screen.getByText('Between £120,000.00 and £480,000.00, in steps of £1,000.00.')).toBeTruthy();

  await user.clear(cover);
  await user.type(cover, '500,000');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('Please enter a value between £120,000.00 and £480,000.00')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Please correct the errors below');
  expect(cover.getAttribute('aria-invalid')).toBe('true');

  await user.clear(cover);
  await user.type(cover, '250,500');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('Please enter a value in steps of £1,000.00')).toBeTruthy();

  await user.clear(cover);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('This field is required')).toBeTruthy();
  // Nothing was sent for any of them: the only operations were the beam's.
  expect(
    environment.mock
      .getAllOperations()
      .every((operation) => operation.request.node.params.name !== 'useSetUpBenefitMutation'),
  ).toBe(true);
});

test('the beam costs are recalculated as the cover changes; a beam error resets them', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(lifeAssurance);
  expect(await answerBeam(environment, beamAnswer(18_000_000, 540, 432))).toMatchObject({
    cover: 18_000_000,
    partnerCover: 10_000_000,
    calculate: true,
    id: BENEFIT_ID,
  });
  expect(
    screen.getByText('Your free cover is £120,000.00. Cover above this may need medical questions answering'),
  ).toBeTruthy();
  expect(cost(NET)).toBe('£4.32');
  expect(cost('Cover you are buying above your free cover')).toBe('£60,000.00');

  const cover = screen.getByLabelText('Cover amount');
  await user.clear(cover);
  // Each keystroke that makes a valid cover asks; the answers to superseded ones are dropped.
  await user.type(cover, '250000');
  expect(screen.getByRole('status').textContent).toBe('Recalculating your costs...');
  expect(await answerBeam(environment, beamAnswer(25_000_000, 1170, 936))).toMatchObject({
    cover: 25_000_000,
    partnerCover: 10_000_000,
  });
  expect(screen.queryByText('Recalculating your costs...')).toBeNull();
  expect(cost(NET)).toBe('£9.36');
  expect(cost('Your cost before tax and National Insurance savings')).toBe('£11.70');
  expect(cost('Your employer pays')).toBe('£10.80');
  expect(cost('Cover you are buying above your free cover')).toBe('£130,000.00');

  const partner = screen.getByLabelText('Partner cover (optional)');
  await user.clear(partner);
  await user.type(partner, '200000');
  await answerBeam(environment, {
    result: null,
    errors: [{ field: 'partnerCover', message: 'Partner cover needs a partner in your family details' }],
  });
  expect(screen.getByText('Partner cover needs a partner in your family details')).toBeTruthy();
  expect(cost(NET)).toBeUndefined();
});

test('a cover above the free cover asks the medical questions, every one, before it is confirmed', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(criticalIllness);
  expect(screen.getByText('Rejected', { exact: false })).toBeTruthy();
  expect(screen.getByText('The insurer could not offer cover above your free cover.')).toBeTruthy();
  await answerBeam(environment, beamAnswer(2_500_000, 0, 0, { freeCover: 2_500_000, coverAboveFree: 0 }));
  expect(screen.queryByRole('heading', { name: 'Medical questions' })).toBeNull();

  const cover = screen.getByLabelText('Cover amount');
  await user.clear(cover);
  await user.type(cover, '50,000');
  await answerBeam(
    environment,
    beamAnswer(5_000_000, 1000, 1000, {
      freeCover: 2_500_000,
      coverAboveFree: 2_500_000,
      medicalQuestionsRequired: true,
    }),
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Medical questions' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const panel = await screen.findByRole('dialog', { name: 'Medical questions' });
  await user.click(within(panel).getByRole('button', { name: 'Save answers and confirm' }));
  expect(within(panel).getAllByText('This field is required')).toHaveLength(2);
  await user.click(within(panel).getAllByRole('radio', { name: 'Yes' })[0]!);
  await user.click(within(panel).getAllByRole('radio', { name: 'No' })[1]!);
  await user.click(within(panel).getByRole('button', { name: 'Save answers and confirm' }));

  const input = await resolveMutation(environment, (operation) => ({
    benefit: {
      ...criticalIllness,
      id: operation.request.variables.input.benefitId,
      status: 'PENDING',
      statusLabel: 'Awaiting approval',
    },
    errors: [],
  }));
  expect(input).toEqual({
    benefitId: BENEFIT_ID,
    values: [{ name: 'cover', value: '5000000' }],
    acceptedTermsVersion: null,
    medicalAnswers: [
      { questionId: '11', answer: true },
      { questionId: '12', answer: false },
    ],
  });
  expect(screen.getByText('Now at /app/my-benefits/6')).toBeTruthy();
});

test('new terms must be read and accepted: the checkbox is required and the version is sent', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(privateMedical);
  expect(screen.getByText(/The terms have been updated since you last accepted them/)).toBeTruthy();
  expect((screen.getByRole('radio', { name: /Family/ }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByText('£127.00 a month')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('Please confirm that you have read the terms and conditions')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'View terms' }));
  const panel = await screen.findByRole('dialog', { name: 'Private Medical Insurance: terms and conditions' });
  expect(within(panel).getByText('Version 2')).toBeTruthy();
  expect(within(panel).getByText('From 1 November 2026 outpatient cover is limited.')).toBeTruthy();
  expect(panel.querySelector('script')).toBeNull();
  await user.click(within(panel).getByRole('button', { name: 'I accept these terms' }));
  expect(
    (screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }) as HTMLInputElement).checked,
  ).toBe(true);
  expect(screen.queryByText('Please confirm that you have read the terms and conditions')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const input = await resolveMutation(environment, () => ({
    benefit: { ...privateMedical, termsAcceptanceRequired: false },
    errors: [],
  }));
  expect(input).toEqual({
    benefitId: BENEFIT_ID,
    values: [{ name: 'level', value: 'family' }],
    acceptedTermsVersion: 2,
    medicalAnswers: null,
  });
  expect(screen.getByText('Now at /app/my-benefits/6')).toBeTruthy();
});

test("the server's field errors show on their fields, and its other errors in the banner", async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(lifeAssurance);
  await answerBeam(environment, beamAnswer(18_000_000, 540, 432));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await resolveMutation(environment, () => ({
    benefit: null,
    errors: [
      { field: 'partnerCover', message: 'Please enter a value between £0.00 and £250,000.00' },
      { field: null, message: 'You can change this benefit from 1 January 2027' },
    ],
  }));
  const partner = screen.getByLabelText('Partner cover (optional)');
  expect(partner.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Please enter a value between £0.00 and £250,000.00')).toBeTruthy();
  expect(screen.getByText('You can change this benefit from 1 January 2027').closest('[role="alert"]')).toBeTruthy();
  expect(screen.getByText('Now at /app/my-benefits/6/manage')).toBeTruthy();
});

test('a network error says "There was an error connecting to the server" and stays on the form', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(lifeAssurance);
  await answerBeam(environment, beamAnswer(18_000_000, 540, 432));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.reject(operation, new TypeError('Failed to fetch')));
  expect(screen.getByText('There was an error connecting to the server').closest('[role="alert"]')).toBeTruthy();
  expect((screen.getByLabelText('Cover amount') as HTMLInputElement).value).toBe('180,000');
});

test('success sends the values in pence and goes to the benefit page', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(lifeAssurance);
  await answerBeam(environment, beamAnswer(18_000_000, 540, 432));
  const cover = screen.getByLabelText('Cover amount');
  await user.clear(cover);
  await user.type(cover, '£250,000.00');
  await answerBeam(environment, beamAnswer(25_000_000, 1170, 936));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const input = await resolveMutation(environment, () => ({ benefit: lifeAssurance, errors: [] }));
  expect(input).toEqual({
    benefitId: BENEFIT_ID,
    values: [
      { name: 'cover', value: '25000000' },
      { name: 'partnerCover', value: '10000000' },
    ],
    acceptedTermsVersion: null,
    medicalAnswers: null,
  });
  expect(screen.getByText('Now at /app/my-benefits/6')).toBeTruthy();
});

test('outside its selection window a benefit is read only, with the window message', async () => {
  const { environment } = renderScreen({
    ...lifeAssurance,
    window: { open: false, opensOn: '2099-01-01', closesOn: '2099-12-31', lifeEvent: null },
  });
  expect(screen.getByText('You can change this benefit from 1 January 2099')).toBeTruthy();
  expect((screen.getByLabelText('Cover amount') as HTMLInputElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a benefit that needs approval says it will await approval', () => {
  renderScreen({
    ...privateMedical,
    title: 'Cycle to Work',
    requiresApproval: true,
    status: 'NOT_SELECTED',
    statusLabel: 'Not selected',
    selection: null,
    costs: null,
  });
  expect(screen.getByText(/it shows "Awaiting approval" until they do/)).toBeTruthy();
  expect(document.querySelector('[data-status-label]')?.textContent).toBe('Status: Not selected');
});

const cycleToWork = {
  ...privateMedical,
  title: 'Cycle to Work',
  requiresApproval: true,
  status: 'NOT_SELECTED',
  statusLabel: 'Not selected',
  costs: null,
  terms: null,
  termsAcceptanceRequired: false,
  selection: null,
  editFields: [
    amountField('orderValue', 'Order value', 10_000, 300_000, 100),
    {
      name: 'bikeModel',
      label: 'Bike model',
      type: 'TEXT',
      minimum: null,
      maximum: null,
      stepSize: null,
      validationMessage: null,
      required: true,
      options: [],
    },
  ],
};

/** Answers the cost preview the screen asked last; returns the values it was asked about. */
async function answerPreview(environment: RelayMockEnvironment, costPreview: object) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useCostPreviewRefetchQuery');
  await act(async () =>
    environment.mock.resolve(operation, { data: { node: { __typename: 'Benefit', id: BENEFIT_ID, costPreview } } }),
  );
  return operation.request.variables.previewValues;
}

test('Cycle to Work previews the monthly cost of the order typed, before and after tax and NI, as the cover benefits do', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(cycleToWork, '/app/my-benefits/6/setup/');
  // Nothing typed yet: nothing asked, and the card says when costs will show.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(screen.getByRole('heading', { level: 2, name: 'Your monthly costs' })).toBeTruthy();
  expect(screen.getByText('Your costs will show here once the amounts above are valid.')).toBeTruthy();

  await user.type(screen.getByLabelText('Order value'), '1200');
  expect(screen.getByRole('status').textContent).toBe('Recalculating your costs...');
  expect(await answerPreview(environment, { costs: costs(10_000, 5_800, 0), errors: [] })).toEqual([
    { name: 'orderValue', value: '120000' },
  ]);
  expect(cost('Your cost before tax and National Insurance savings')).toBe('£100.00');
  expect(cost(NET)).toBe('£58.00');

  // Out of range: nothing more asked, the field says why once it is left, and the costs go.
  const asked = environment.mock.getAllOperations().length;
  await user.type(screen.getByLabelText('Order value'), '0');
  expect(environment.mock.getAllOperations()).toHaveLength(asked);
  await user.tab();
  expect(await screen.findByText('Please enter a value between £100.00 and £3,000.00')).toBeTruthy();
  expect(cost(NET)).toBeUndefined();
});

test('Add to basket sends the values and the terms ticked, and goes to My benefits; nothing is confirmed', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(privateMedical);
  await user.click(screen.getByRole('button', { name: 'View terms' }));
  const panel = await screen.findByRole('dialog', { name: 'Private Medical Insurance: terms and conditions' });
  await user.click(within(panel).getByRole('button', { name: 'I accept these terms' }));
  await user.click(screen.getByRole('button', { name: 'Add to basket' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('basketMutationsAddMutation');
  expect(operation.request.variables.input).toEqual({
    benefitId: BENEFIT_ID,
    values: [{ name: 'level', value: 'family' }],
    acceptedTermsVersion: 2,
  });
  await act(async () =>
    environment.mock.resolve(operation, {
      data: { addToBasket: { basket: { id: 'basket', items: [] }, errors: [] } },
    }),
  );
  expect(screen.getByText('Now at /app/my-benefits/')).toBeTruthy();
  expect(
    environment.mock
      .getAllOperations()
      .every((pending) => pending.request.node.params.name !== 'useSetUpBenefitMutation'),
  ).toBe(true);
});

test('Add to basket asks for the terms first, and shows what the api refuses', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(privateMedical);
  await user.click(screen.getByRole('button', { name: 'Add to basket' }));
  // The terms are owed: nothing is sent until they are ticked.
  expect(screen.getAllByText('Please confirm that you have read the terms and conditions').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'View terms' }));
  const panel = await screen.findByRole('dialog', { name: 'Private Medical Insurance: terms and conditions' });
  await user.click(within(panel).getByRole('button', { name: 'I accept these terms' }));
  await user.click(screen.getByRole('button', { name: 'Add to basket' }));
  const operation = environment.mock.getMostRecentOperation();
  await act(async () =>
    environment.mock.resolve(operation, {
      data: {
        addToBasket: {
          basket: null,
          errors: [{ field: null, message: 'The selection window closed on 27 February 2027' }],
        },
      },
    }),
  );
  expect(screen.getByRole('alert').textContent).toBe('The selection window closed on 27 February 2027');
});
