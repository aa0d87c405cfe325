// The employer's "View as this employee" form: the reason is required by the api's own rule
// (the contract's schema), its message goes once a reason is typed, the link is asked for with the
// reason trimmed, and a refusal or a failure shows in the api's words or the generic ones.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { ViewAsEmployeeTestQuery } from '../../__generated__/ViewAsEmployeeTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ViewAsEmployee } from './ViewAsEmployee';

const query = graphql`
  query ViewAsEmployeeTestQuery @relay_test_operation {
    viewer {
      id
    }
  }
`;

function renderForm() {
  return renderWithRelay<ViewAsEmployeeTestQuery>({
    query,
    render: () => <ViewAsEmployee employeeId="e41" name="Alex Morgan" />,
  });
}

async function answer(environment: RelayMockEnvironment, payload: object) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { StartMasqueradePayload: () => payload }),
    ),
  );
}

test('a reason is required before anything is sent; the message goes once one is typed', async () => {
  const user = userEvent.setup();
  const { environment } = renderForm();
  await user.type(screen.getByLabelText(/Reason/), '   ');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByText('This field is required')).toBeTruthy();
  expect(screen.getByLabelText(/Reason/).getAttribute('aria-invalid')).toBe('true');
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  await user.type(screen.getByLabelText(/Reason/), 'Ticket 4821');
  expect(screen.queryByText('This field is required')).toBeNull();
});

test('the link is asked for with the reason trimmed, and offered once it is ready', async () => {
  const user = userEvent.setup();
  const { environment } = renderForm();
  await user.type(screen.getByLabelText(/Reason/), '  Ticket 4821 ');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
    input: { employeeId: 'e41', reason: 'Ticket 4821' },
  });
  const url = 'http://acme.localhost:4000/sso-login/msqAbc/2026';
  await answer(environment, { url, expiresAt: '2026-11-20T10:20:00.000Z', errors: [] });
  expect(screen.getByRole('link', { name: "Open Alex Morgan's view" }).getAttribute('href')).toBe(url);
});

test("a refusal shows in the api's words, a failure in the generic ones", async () => {
  const user = userEvent.setup();
  const { environment } = renderForm();
  await user.type(screen.getByLabelText(/Reason/), 'Ticket 4821');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  await answer(environment, {
    url: null,
    expiresAt: null,
    errors: [{ field: null, message: 'This employee has left' }],
  });
  expect(screen.getByRole('alert').textContent).toBe('This employee has left');

  await user.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'It looks like something has gone wrong, please try again later',
  );
});
