// The benefit page through its route screen: the benefit with its selection, costs, FAQs and
// links; the spec's two failures (load error with a retry, removed); and the side panels: terms,
// opt out, statement and make a claim.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { BenefitRouteQuery } from '../../__generated__/BenefitRouteQuery.graphql';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithProviders } from '../../testing/renderWithRelay';
import { BenefitPage, benefitRouteQuery } from './BenefitPage';

// Only the brand name is read from the shell here (the page title).
const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;

const selection = {
  id: 'selection-1',
  status: 'ACTIVE',
  rejectionReason: null,
  cta: null,
  planDetails: [{ label: 'Contribution', value: '5%' }],
  peopleCovered: ['Alex Morgan'],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};

const pension = {
  id: 'QmVuZWZpdDoxMg',
  benefitId: '12',
  title: 'Pension',
  summary: 'Save for retirement from your gross pay.',
  providerName: 'Aviva',
  kind: 'PERCENTAGE',
  status: 'ACTIVE',
  statusLabel: 'Active',
  descriptionHtml: '<h2>Pension</h2><p>Acme adds £1.25 for every £1.00.</p><script>window.hacked = true</script>',
  claimSteps: [],
  claimsEnabled: false,
  hasStatements: true,
  costs: { employeeGross: 25_000, taxSaving: 5_000, niSaving: 2_000, employeeNet: 18_000, employer: 31_250 },
  terms: {
    version: 2,
    content:
      '<h3>Pension: terms and conditions</h3><p>Read these first.</p><img src="x" onerror="window.hacked = true">',
  },
  window: { open: true, opensOn: null, closesOn: '2026-12-31', lifeEvent: null },
  selection,
  voucherBalance: null,
  relatedFaqs: [{ question: 'Can I change my contribution?', answer: '<p>Yes, at any time in the window.</p>' }],
  relatedBenefits: [
    {
      id: 'QmVuZWZpdDoxMw',
      benefitId: '13',
      title: 'Holiday Buy and Sell',
      status: 'NOT_SELECTED',
      statusLabel: 'Not selected',
    },
  ],
};

const cashPlan = {
  ...pension,
  id: 'QmVuZWZpdDoyMA',
  benefitId: '20',
  title: 'Health Cash Plan',
  kind: 'LEVEL',
  claimSteps: ['Pay for your treatment and keep the receipt.', 'Make a claim here.'],
  claimsEnabled: true,
  relatedFaqs: [],
  relatedBenefits: [],
};

type Answer = Parameters<ReturnType<typeof createMockEnvironment>['mock']['resolveMostRecentOperation']>[0];

function renderPage(answer: Answer) {
  const environment = createMockEnvironment();
  const reference = loadQuery<BenefitRouteQuery>(environment, benefitRouteQuery, { id: '12' });
  environment.mock.resolveMostRecentOperation(answer);
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <ShellContext.Provider value={shell}>
        <Suspense fallback="Loading...">
          <BenefitPage queryRef={reference} />
        </Suspense>
      </ShellContext.Provider>
    </RelayEnvironmentProvider>,
    { path: '/app/my-benefits/12' },
  );
  return environment;
}

const withBenefit = (benefit: object | null) => (operation: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
  MockPayloadGenerator.generate(operation, { Viewer: () => ({ benefit }) });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

test('a benefit paid from net pay shows no tax lines that would only repeat its cost', () => {
  const costs = { employeeGross: 1_040, taxSaving: 0, niSaving: 0, employeeNet: 1_040, employer: 0 };
  renderPage(withBenefit({ ...pension, salarySacrifice: false, costs, selection: { ...pension.selection, costs } }));
  expect(rowsOf(screen.getByRole('table', { name: 'Monthly costs' }))).toEqual([
    ['Cost', 'Amount'],
    ['Your cost before tax and National Insurance savings', '£10.40'],
    ['Your employer pays', '£0.00'],
  ]);
});

test('the page shows the benefit, its selection, the monthly costs section, FAQs and related benefits', async () => {
  const user = userEvent.setup();
  renderPage(withBenefit(pension));
  expect(screen.getByRole('heading', { level: 1, name: 'Pension' })).toBeTruthy();
  expect(document.title).toBe('Pension | Acme Rewards');
  expect(screen.getByText('Active')).toBeTruthy();
  expect(screen.getByText('Provided by Aviva')).toBeTruthy();
  const about = screen.getByRole('region', { name: 'About this benefit' });
  expect(about.textContent).toContain('Acme adds £1.25');
  expect(about.querySelector('script')).toBeNull();

  const yours = screen.getByRole('region', { name: 'Your selection' });
  expect(yours.textContent).toContain('From 1 January 2026 · Until 31 December 2026');
  expect(yours.textContent).toContain('Contribution5%');
  expect(within(yours).getByRole('listitem').textContent).toBe('Alex Morgan');
  expect(rowsOf(screen.getByRole('table', { name: 'Monthly costs' }))).toEqual([
    ['Cost', 'Amount'],
    ['Your cost before tax and National Insurance savings', '£250.00'],
    ['Income tax you save', '£50.00'],
    ['National Insurance you save', '£20.00'],
    ['Your cost after tax and National Insurance savings (an estimate)', '£180.00'],
    ['Your employer pays', '£312.50'],
  ]);

  const question = screen.getByRole('button', { name: 'Can I change my contribution?' });
  expect(question.getAttribute('aria-expanded')).toBe('false');
  await user.click(question);
  expect(question.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('region', { name: 'Can I change my contribution?' }).textContent).toContain('at any time');

  expect(
    within(screen.getByRole('region', { name: 'Related benefits' }))
      .getByRole('link', { name: 'Holiday Buy and Sell' })
      .getAttribute('href'),
  ).toBe('/app/my-benefits/13');
  expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/app/my-benefits/12/manage');
  for (const name of ['View terms', 'Statement', 'Opt out']) expect(screen.getByRole('button', { name })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Make a claim' })).toBeNull();
});

test('without a selection the benefit is set up, and there is nothing to opt out of', () => {
  renderPage(
    withBenefit({ ...pension, status: 'NOT_SELECTED', statusLabel: 'Not selected', costs: null, selection: null }),
  );
  expect(screen.getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe('/app/my-benefits/12/setup/');
  expect(screen.getByText('You have not chosen this benefit yet.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Opt out' })).toBeNull();
});

test('a rejected selection shows the reason and the reapply label, which leads to setup', () => {
  const reason = 'The insurer could not offer cover above your free cover.';
  renderPage(
    withBenefit({
      ...pension,
      status: 'DECLINED',
      statusLabel: 'Rejected',
      costs: null,
      selection: {
        ...selection,
        status: 'DECLINED',
        rejectionReason: reason,
        cta: { type: 'reapply', label: 'Reapply' },
      },
    }),
  );
  expect(screen.getByText('Why your selection was rejected')).toBeTruthy();
  expect(screen.getByText(reason)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Reapply' }).getAttribute('href')).toBe('/app/my-benefits/12/setup/');
  expect(screen.queryByRole('button', { name: 'Opt out' })).toBeNull();
});

test('outside the selection window it says when the benefit can change, and offers no change', () => {
  renderPage(
    withBenefit({ ...pension, window: { open: false, opensOn: '2099-01-10', closesOn: null, lifeEvent: null } }),
  );
  expect(screen.getByText('You can change this benefit from 10 January 2099')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Opt out' })).toBeNull();
});

test('a window a life event opened names the event and its last day, and offers the changes', () => {
  renderPage(
    withBenefit({
      ...pension,
      window: { open: true, opensOn: '2026-11-24', closesOn: '2027-01-23', lifeEvent: 'Birth or adoption' },
    }),
  );
  expect(
    screen.getByText('You can change this benefit until 23 January 2027 because of your birth or adoption'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Manage' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Opt out' })).toBeTruthy();
});

test('the childcare vouchers show their balance and last payment date', () => {
  renderPage(
    withBenefit({
      ...pension,
      title: 'Childcare Vouchers',
      voucherBalance: { balance: 291_600, lastPaymentDate: '2026-10-31' },
    }),
  );
  const balance = screen.getByRole('region', { name: 'Your childcare voucher balance' });
  expect(balance.textContent).toContain('£2,916.00');
  expect(balance.textContent).toContain('Last payment 31 October 2026');
});

test('a benefit that is not there is "removed or relocated", with the way back', () => {
  renderPage({ data: { viewer: { benefit: null } } });
  expect(
    screen.getByRole('heading', { level: 1, name: 'The benefit you are looking for has been removed or relocated' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to My benefits' }).getAttribute('href')).toBe('/app/my-benefits/');
});

test('a benefit that cannot be read says so, and Try again reads it afresh', async () => {
  const user = userEvent.setup();
  const environment = renderPage({
    data: { viewer: { benefit: null } },
    errors: [{ message: 'upstream failed', path: ['viewer', 'benefit'] }],
  });
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('There is an issue loading this benefit');
  expect(screen.queryByText('The benefit you are looking for has been removed or relocated')).toBeNull();

  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await act(async () => environment.mock.resolveMostRecentOperation(withBenefit(pension)));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pension' })).toBeTruthy();
});

test('View terms opens the benefit-terms panel with the terms sanitised', async () => {
  const user = userEvent.setup();
  renderPage(withBenefit(pension));
  await user.click(screen.getByRole('button', { name: 'View terms' }));
  const panel = await screen.findByRole('dialog', { name: 'Pension: terms and conditions' });
  expect(panel.textContent).toContain('Version 2');
  expect(panel.textContent).toContain('Read these first.');
  // The heading the terms open with repeats the panel's title, so it is dropped; no handlers survive.
  expect(within(panel).queryByRole('heading', { level: 3 })).toBeNull();
  expect(panel.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
});

test('Opt out asks first, then opts out: the page shows "Opted out" from the answer', async () => {
  const user = userEvent.setup();
  const environment = renderPage(withBenefit(pension));
  await user.click(screen.getByRole('button', { name: 'Opt out' }));
  const panel = await screen.findByRole('dialog', { name: 'Opt out of Pension' });
  expect(panel.textContent).toContain('Are you sure you want to opt out of Pension?');
  await user.click(within(panel).getByRole('button', { name: 'Opt out' }));

  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useOptOutOfBenefitMutation');
  expect(operation.request.variables).toEqual({ input: { benefitId: pension.id } });
  const optedOut = {
    ...pension,
    status: 'OPTED_OUT',
    statusLabel: 'Opted out',
    costs: null,
    selection: { ...selection, status: 'OPTED_OUT', cta: { type: 'reapply', label: 'Reapply' } },
  };
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { OptOutOfBenefitPayload: () => ({ benefit: optedOut, errors: [] }) }),
    ),
  );

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status').textContent).toContain('You have opted out of Pension.');
  expect(screen.getByText('Opted out')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Reapply' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Opt out' })).toBeNull();
});

test("a refused opt-out stays in the panel, in the api's words", async () => {
  const user = userEvent.setup();
  const environment = renderPage(withBenefit(pension));
  await user.click(screen.getByRole('button', { name: 'Opt out' }));
  const panel = await screen.findByRole('dialog', { name: 'Opt out of Pension' });
  await user.click(within(panel).getByRole('button', { name: 'Opt out' }));
  const operation = environment.mock.getMostRecentOperation();
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        OptOutOfBenefitPayload: () => ({
          benefit: pension,
          errors: [{ field: null, message: 'The selection window closed on 31 March 2026' }],
        }),
      }),
    ),
  );
  expect(within(panel).getByRole('alert').textContent).toContain('The selection window closed on 31 March 2026');
});

const statementResolvers = (statements: object[] | null): MockResolvers => ({
  Viewer: () => ({ benefit: { id: pension.id, statements } }),
});

async function openStatement(statements: object[] | null) {
  const user = userEvent.setup();
  const environment = renderPage(withBenefit(pension));
  await user.click(screen.getByRole('button', { name: 'Statement' }));
  const operation = await waitFor(() => {
    const latest = environment.mock.getMostRecentOperation();
    expect(latest.request.node.params.name).toBe('StatementPanelQuery');
    return latest;
  });
  expect(operation.request.variables).toEqual({ id: pension.id });
  await act(async () =>
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, statementResolvers(statements))),
  );
  return screen.findByRole('dialog', { name: 'Pension statement' });
}

test('the statement lists a row a month, newest first, with both contributions and the total', async () => {
  const row = (label: string, employee: number, employer: number) => ({
    label,
    employeeContribution: employee,
    employerContribution: employer,
    total: employee + employer,
  });
  const panel = await openStatement([row('October 2026', 25_000, 31_250), row('September 2026', 24_000, 30_000)]);
  expect(rowsOf(within(panel).getByRole('table', { name: 'Contributions by month, newest first' }))).toEqual([
    ['Month', 'Your contribution', 'Employer contribution', 'Total'],
    ['October 2026', '£250.00', '£312.50', '£562.50'],
    ['September 2026', '£240.00', '£300.00', '£540.00'],
  ]);
});

test('an empty statement says "No statements"', async () => {
  expect((await openStatement([])).textContent).toContain('No statements');
});

test('a statement that could not be read shows the error', async () => {
  const panel = await openStatement(null);
  expect(within(panel).getByRole('alert').textContent).toContain('There was an issue requesting the statement');
});

test('a claim: the steps, the checks, the receipt upload, then makeClaim, and the claim is listed', async () => {
  const user = userEvent.setup();
  const environment = renderPage(withBenefit(cashPlan));
  await user.click(screen.getByRole('button', { name: 'Make a claim' }));
  const panel = await screen.findByRole('dialog', { name: 'Make a claim on Health Cash Plan' });
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(cashPlan.claimSteps);

  const claimsQuery = environment.mock.getMostRecentOperation();
  expect(claimsQuery.request.node.params.name).toBe('MakeAClaimPanelQuery');
  const paid = {
    id: 'claim-1',
    amount: 4_500,
    treatmentDate: '2026-09-14',
    description: 'Dental check-up',
    status: 'PAID',
    statusLabel: 'Paid',
    receiptName: 'dentist.pdf',
  };
  await act(async () =>
    environment.mock.resolve(
      claimsQuery,
      MockPayloadGenerator.generate(claimsQuery, { Viewer: () => ({ benefit: { id: cashPlan.id, claims: [paid] } }) }),
    ),
  );
  const claims = within(panel).getByRole('table', { name: 'Your claims' });
  expect(rowsOf(claims)[1]).toEqual(['Dental check-up', '14 September 2026', '£45.00', 'Paid', 'dentist.pdf']);

  await user.click(within(panel).getByRole('button', { name: 'Submit claim' }));
  expect(within(panel).getByRole('alert').textContent).toContain('Please correct the errors below');
  expect(within(panel).getByText('Please attach your receipt')).toBeTruthy();

  await user.type(within(panel).getByRole('textbox', { name: 'Amount (£)' }), '38.50');
  fireEvent.change(within(panel).getByLabelText('Date of treatment'), { target: { value: '2026-03-14' } });
  await user.type(within(panel).getByRole('textbox', { name: 'Description' }), 'Physiotherapy');
  await user.upload(
    within(panel).getByLabelText('Receipt'),
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'physio.png', { type: 'image/png' }),
  );

  // The receipt goes to the gateway's upload route first, with the file as the body.
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = window.fetch;
  window.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return {
      status: 201,
      json: async () => ({ uploadId: 'upload_abcdefghijklmnopqrstu', name: 'physio.png', bytes: 4 }),
    };
  }) as unknown as typeof window.fetch;
  try {
    await user.click(within(panel).getByRole('button', { name: 'Submit claim' }));
    const makeClaim = await waitFor(() => {
      const latest = environment.mock.getMostRecentOperation();
      expect(latest.request.node.params.name).toBe('useMakeClaimMutation');
      return latest;
    });
    expect(
      sent.map(({ url, init }) => [
        url,
        init.method,
        (init.headers as Record<string, string>)['X-File-Name'],
        (init.body as File).name,
      ]),
    ).toEqual([['/uploads/receipts', 'POST', 'physio.png', 'physio.png']]);
    expect(makeClaim.request.variables).toEqual({
      input: {
        benefitId: cashPlan.id,
        amount: 3_850,
        treatmentDate: '2026-03-14',
        description: 'Physiotherapy',
        receiptUploadId: 'upload_abcdefghijklmnopqrstu',
      },
    });
    const submitted = {
      id: 'claim-2',
      amount: 3_850,
      treatmentDate: '2026-03-14',
      description: 'Physiotherapy',
      status: 'SUBMITTED',
      statusLabel: 'Submitted',
      receiptName: 'physio.png',
    };
    await act(async () =>
      environment.mock.resolve(
        makeClaim,
        MockPayloadGenerator.generate(makeClaim, {
          MakeClaimPayload: () => ({
            claim: submitted,
            benefit: { id: cashPlan.id, claims: [submitted, paid] },
            errors: [],
          }),
        }),
      ),
    );
  } finally {
    window.fetch = fetch;
  }
  expect(within(panel).getByRole('status').textContent).toContain('Your claim has been sent.');
  expect(
    rowsOf(within(panel).getByRole('table', { name: 'Your claims' }))
      .slice(1)
      .map((row) => row[0]),
  ).toEqual(['Physiotherapy', 'Dental check-up']);
  expect((within(panel).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('');
});

test('a benefit the person never chose has no statement to offer', () => {
  renderPage(
    withBenefit({
      ...pension,
      status: 'NOT_SELECTED',
      statusLabel: 'Not selected',
      selection: null,
      hasStatements: false,
    }),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Pension' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Statement' })).toBeNull();
  expect(screen.getByRole('button', { name: 'View terms' })).toBeTruthy();
});
