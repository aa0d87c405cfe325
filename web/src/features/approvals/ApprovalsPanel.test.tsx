// The approvals panel and its confirmation modal: the question
// with Cancel and Approve or Reject, "Processing..." while the decision is sent and no second
// submission, "No selections to ..." with Close when none is ticked; and after a decision the
// store, not a reload, takes the decided rows out and brings the new pending counts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import type { ApprovalsPanelTestQuery } from '../../__generated__/ApprovalsPanelTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ApprovalsPanel } from './ApprovalsPanel';
import { PendingApprovalsList } from './PendingApprovalsList';

const query = graphql`
  query ApprovalsPanelTestQuery @relay_test_operation {
    viewer {
      ...ApprovalsPanel_viewer @arguments(benefitId: "7")
      selectionApprovals {
        ...PendingApprovalsList_summary
      }
    }
  }
`;

const names = ['Ada Fox', 'Ben Gray', 'Cleo Hart', 'Dan Ives'];
const benefit = (count: number) => ({ count, benefits: [{ benefitId: '7', benefitName: 'Cycle to Work', count }] });

const resolvers: MockResolvers = {
  Viewer: () => ({ id: 'viewer-1' }),
  SelectionApprovalSummary: () => benefit(4),
  PendingSelectionConnection: () => ({
    benefitName: 'Cycle to Work',
    fieldNames: ['Bike model'],
    totalCount: 4,
    pageCount: 1,
    currentPage: 1,
    edges: names.map((employeeName, index) => ({
      node: {
        id: `selection-${index}`,
        employeeName,
        orderValue: 99_900,
        fields: [{ name: 'Bike model', value: `Model ${index}` }],
      },
    })),
  }),
};

function renderPanel() {
  return renderWithRelay<ApprovalsPanelTestQuery>({
    query,
    resolvers,
    path: '/app/dashboard/approve-selections/7',
    render: ({ viewer }) =>
      viewer ? (
        <>
          <ApprovalsPanel viewer={viewer} />
          {viewer.selectionApprovals ? <PendingApprovalsList summary={viewer.selectionApprovals} /> : null}
        </>
      ) : null,
  });
}

/** Answers the decision as the gateway does when it succeeds: the ids decided, and the viewer. */
function decided(environment: RelayMockEnvironment, remaining: number) {
  const operation = environment.mock.getMostRecentOperation();
  const ids = (operation.request.variables.input as { selectionIds: string[] }).selectionIds;
  environment.mock.resolve(
    operation,
    MockPayloadGenerator.generate(operation, {
      DecideSelectionsPayload: () => ({
        processedCount: ids.length,
        decidedSelectionIds: ids,
        errors: [],
        viewer: { id: 'viewer-1', selectionApprovals: benefit(remaining) },
      }),
    }),
  );
}

// Behind an open modal the page is hidden from the accessibility tree, but still on screen.
const table = () => screen.getByRole('table', { hidden: true });
const tick = (name: string) =>
  within(table()).getByRole('checkbox', { name: `Select the selection of ${name}`, hidden: true });

test('with selections ticked, Approve asks first; Cancel sends nothing', async () => {
  const user = userEvent.setup();
  const { environment } = renderPanel();
  expect(screen.getByRole('heading', { name: 'Cycle to Work - Selections awaiting approval' })).toBeTruthy();

  await user.click(tick('Ada Fox'));
  await user.click(tick('Cleo Hart'));
  expect(screen.getByText(/2 selections selected/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Approve' }));

  const modal = await screen.findByRole('alertdialog');
  expect(within(modal).getByText('Are you sure you would like to approve these selections?')).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('confirming shows "Processing...", sends once, then the store drops the decided rows and brings the new counts', async () => {
  const user = userEvent.setup();
  const { environment } = renderPanel();
  expect(screen.getByText('4 selections awaiting approval')).toBeTruthy();

  await user.click(tick('Ada Fox'));
  await user.click(tick('Cleo Hart'));
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  const modal = await screen.findByRole('alertdialog');
  const confirm = within(modal).getByRole('button', { name: 'Approve' });
  await user.dblClick(confirm);

  const processing = within(modal).getByRole('button', { name: 'Processing...' });
  expect(processing.hasAttribute('disabled')).toBe(true);
  expect(within(modal).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  await user.click(processing);
  expect(environment.mock.getAllOperations()).toHaveLength(1);
  expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
    selectionIds: ['selection-0', 'selection-2'],
    approval: true,
  });

  await act(async () => decided(environment, 2));
  expect(
    within(table())
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => within(row).getAllByRole('cell', { hidden: true })[1]!.textContent),
  ).toEqual(['Ben Gray', 'Dan Ives']);
  expect(screen.getByText('2 selections awaiting approval')).toBeTruthy();

  // The modal closes a moment later and the approver goes back to the dashboard. The navigation
  // and the dialog's leaving (its closed state, then its removal) are separate events: either may
  // come first.
  expect(await screen.findByText('Now at /app/dashboard/')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

test('a refused decision is shown in the modal and may be tried again', async () => {
  const user = userEvent.setup();
  const { environment } = renderPanel();
  await user.click(screen.getByRole('checkbox', { name: 'Select all selections on this page' }));
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  const modal = await screen.findByRole('alertdialog');
  expect(within(modal).getByText('Are you sure you would like to reject these selections?')).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: 'Reject' }));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ approval: false });

  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        DecideSelectionsPayload: () => ({
          processedCount: 0,
          decidedSelectionIds: [],
          viewer: null,
          errors: [{ field: null, message: 'These selections have changed.' }],
        }),
      }),
    ),
  );
  expect(within(modal).getByRole('alert').textContent).toBe('These selections have changed.');
  expect(within(modal).getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false);
  expect(within(table()).getAllByRole('row', { hidden: true })).toHaveLength(5);
  expect(screen.getByText('Now at /app/dashboard/approve-selections/7')).toBeTruthy();
});

test.each(['approve', 'reject'])('with none ticked, %s says so and offers only Close', async (action) => {
  const user = userEvent.setup();
  const { environment } = renderPanel();
  await user.click(screen.getByRole('button', { name: action === 'approve' ? 'Approve' : 'Reject' }));

  const modal = await screen.findByRole('alertdialog');
  expect(within(modal).getByText(`No selections to ${action}, please review your choice`)).toBeTruthy();
  expect(within(modal).queryByRole('button', { name: 'Cancel' })).toBeNull();
  expect(within(modal).queryByRole('button', { name: action === 'approve' ? 'Approve' : 'Reject' })).toBeNull();
  await user.click(within(modal).getByText('Close', { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

type User = ReturnType<typeof userEvent.setup>;

async function openModal(user: User, button: 'Approve' | 'Reject') {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('alertdialog');
}

async function cancel(user: User, modal: HTMLElement) {
  await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

test('Reject offers an optional reason of at most 500 characters, sent with the decision; Approve does not', async () => {
  const user = userEvent.setup();
  const { environment } = renderPanel();
  await user.click(tick('Ben Gray'));

  const approveModal = await openModal(user, 'Approve');
  expect(within(approveModal).queryByRole('textbox')).toBeNull();
  await cancel(user, approveModal);

  const modal = await openModal(user, 'Reject');
  const reason = within(modal).getByRole('textbox', { name: 'Reason (optional)' });
  expect(reason.getAttribute('maxlength')).toBe('500');
  await user.click(reason);
  await user.paste('x'.repeat(600));
  expect((reason as HTMLTextAreaElement).value).toHaveLength(500);
  expect(within(modal).getByText(/500 of 500 characters/)).toBeTruthy();
  await user.clear(reason);
  await user.type(reason, '  The order is above the scheme limit.  ');

  await user.click(within(modal).getByRole('button', { name: 'Reject' }));
  expect(within(modal).getByRole('button', { name: 'Processing...' }).hasAttribute('disabled')).toBe(true);
  expect(reason.hasAttribute('disabled')).toBe(true);
  expect(environment.mock.getAllOperations()).toHaveLength(1);
  expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
    selectionIds: ['selection-1'],
    approval: false,
    reason: 'The order is above the scheme limit.',
  });
  await act(async () => decided(environment, 3));
  expect(await screen.findByText('Now at /app/dashboard/')).toBeTruthy();
});

test('a rejection without a reason sends none, and a reason typed then cancelled is forgotten', async () => {
  const user = userEvent.setup();
  const { environment } = renderPanel();
  await user.click(tick('Dan Ives'));
  let modal = await openModal(user, 'Reject');
  await user.type(within(modal).getByRole('textbox', { name: 'Reason (optional)' }), 'Not this one');
  await cancel(user, modal);

  modal = await openModal(user, 'Reject');
  expect((within(modal).getByRole('textbox', { name: 'Reason (optional)' }) as HTMLTextAreaElement).value).toBe('');
  await user.type(within(modal).getByRole('textbox', { name: 'Reason (optional)' }), '   ');
  await user.click(within(modal).getByRole('button', { name: 'Reject' }));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
    selectionIds: ['selection-3'],
    approval: false,
  });
});
