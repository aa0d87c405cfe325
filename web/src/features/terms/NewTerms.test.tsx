// The new-terms form: the terms and the policy,
// sanitised; the checkbox is required ("This field is required") and its message goes once it is
// ticked; acceptance is sent once ticked; a server field error shows on the checkbox, and an
// acceptance that was not recorded shows the spec's words in the banner.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { NewTermsTestQuery } from '../../__generated__/NewTermsTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { NewTermsForm } from './NewTermsForm';

const query = graphql`
  query NewTermsTestQuery @relay_test_operation {
    viewer {
      id
    }
  }
`;

const NOT_RECORDED = 'It looks like something has gone wrong, please try again later';

async function renderTerms() {
  const { environment } = renderWithRelay<NewTermsTestQuery>({
    query,
    render: () => (
      <NewTermsForm termsHtml={'<p>Our terms</p><script>steal()</script>'} policyHtml="<p>Our policy</p>" />
    ),
  });
  await screen.findByText('Our terms');
  return environment;
}

/**
 * Ticks the box with a plain click: once pressed with a pointer, Chakra's checkbox (zag) makes a
 * PointerEvent when it loses focus, which jsdom does not have.
 */
const tick = () => fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }));

async function answer(environment: RelayMockEnvironment, payload: object) {
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useAcceptTermsMutation'),
  );
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        AcceptTermsPayload: () => ({ viewer: { id: 'v', siteTermsUpdated: false }, errors: [], ...payload }),
      }),
    ),
  );
}

test('the terms and the policy are shown sanitised', async () => {
  await renderTerms();
  expect(screen.getByRole('region', { name: 'Terms and conditions' }).innerHTML).not.toContain('<script');
  expect(screen.getByText('Our policy')).toBeTruthy();
});

test('Next without the box ticked says it is required and sends nothing; ticking it clears the message', async () => {
  const user = userEvent.setup();
  const environment = await renderTerms();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('This field is required')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  await user.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }));
  expect(screen.queryByText('This field is required')).toBeNull();
});

test('a ticked box is sent; a refusal of the field shows on the checkbox', async () => {
  const user = userEvent.setup();
  const environment = await renderTerms();
  tick();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { termsAccepted: true } }),
  );
  await answer(environment, {
    termsRevision: null,
    errors: [{ field: 'termsAccepted', message: 'Please accept the terms' }],
  });
  expect(screen.getByText('Please accept the terms')).toBeTruthy();
  expect(screen.queryByText(NOT_RECORDED)).toBeNull();
});

test('an acceptance that comes back without a revision was not recorded: the banner says so', async () => {
  const user = userEvent.setup();
  const environment = await renderTerms();
  tick();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await answer(environment, { termsRevision: null });
  expect(screen.getByRole('alert').textContent).toBe(NOT_RECORDED);

  // The next attempt starts without the old banner.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('acting as the person, the terms are shown with who alone can accept them, and no step to accept: going on sends nothing', async () => {
  const user = userEvent.setup();
  let passedOver = false;
  const { environment } = renderWithRelay<NewTermsTestQuery>({
    query,
    render: () => (
      <NewTermsForm
        termsHtml="<p>Our terms</p>"
        policyHtml="<p>Our policy</p>"
        readOnly={{
          personName: 'Robin Hayes',
          onPassOver: () => {
            passedOver = true;
          },
        }}
      />
    ),
  });
  await screen.findByText('Our terms');
  expect(
    screen.getByText(
      'Only Robin Hayes can accept the updated terms and conditions. You are acting as them, so they will be asked at their next login.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continue without accepting' }));
  expect(passedOver).toBe(true);
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});
