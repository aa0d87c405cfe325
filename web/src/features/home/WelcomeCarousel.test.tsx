// The welcome carousel: required (no close button, Escape does nothing), slide n of m with Back
// and Next, "Get started" on the last; reading it turns showWelcomeModal off in the store; a
// failed read shows the generic error with a retry, and may be closed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { WelcomeCarouselTestQuery } from '../../__generated__/WelcomeCarouselTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { WelcomeCarousel } from './WelcomeCarousel';

const query = graphql`
  query WelcomeCarouselTestQuery @relay_test_operation {
    viewer {
      showWelcomeModal
    }
  }
`;

const slides = [
  { title: 'Welcome to Acme Rewards', text: 'Your benefits in one place.', image: null },
  { title: 'Choose what suits you', text: 'Pick and change benefits while the window is open.', image: null },
  { title: 'See your total reward', text: 'Your salary and everything your employer adds.', image: null },
];

function renderCarousel() {
  return renderWithRelay<WelcomeCarouselTestQuery>({
    query,
    resolvers: { Viewer: () => ({ id: 'viewer-1', showWelcomeModal: true }) },
    render: ({ viewer }) => (
      <>
        <p>First login: {String(viewer?.showWelcomeModal)}</p>
        <WelcomeCarousel brand="Acme Rewards" />
      </>
    ),
  });
}

function answer(environment: RelayMockEnvironment, payload: object) {
  return act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { ReadWelcomeCarouselPayload: () => payload }),
    ),
  );
}

test('it reads its slides once, which clears the first-login flag in the store', async () => {
  const { environment } = renderCarousel();
  expect(screen.getByText('First login: true')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(1);
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: {} });
  await answer(environment, { slides, viewer: { id: 'viewer-1', showWelcomeModal: false }, errors: [] });
  expect(screen.getByText('First login: false')).toBeTruthy();
  // Still open: the flag is off, but the person has not been through it yet.
  expect(screen.getByRole('dialog', { name: 'Welcome to Acme Rewards' })).toBeTruthy();
});

test('slide n of m with Back and Next, required until "Get started" on the last slide', async () => {
  const user = userEvent.setup();
  const { environment } = renderCarousel();
  await answer(environment, { slides, viewer: { id: 'viewer-1', showWelcomeModal: false }, errors: [] });
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('Slide 1 of 3')).toBeTruthy();
  expect(within(dialog).getByText('Your benefits in one place.')).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
  const back = within(dialog).getByRole('button', { name: 'Back' });
  expect(back.getAttribute('aria-disabled')).toBe('true');
  await user.click(back);
  expect(within(dialog).getByText('Slide 1 of 3')).toBeTruthy();

  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBe(dialog);

  const next = within(dialog).getByRole('button', { name: 'Next' });
  await user.click(next);
  expect(screen.getByRole('dialog', { name: 'Choose what suits you' })).toBeTruthy();
  expect(within(dialog).getByText('Slide 2 of 3')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).getByText('Slide 1 of 3')).toBeTruthy();
  await user.click(next);
  await user.click(next);
  expect(within(dialog).getByText('Slide 3 of 3')).toBeTruthy();
  // The same button, so the focus stays where it was.
  expect(next.textContent).toBe('Get started');
  await user.click(next);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a failed read shows the generic error with a retry; Close lets the person carry on', async () => {
  const user = userEvent.setup();
  const { environment } = renderCarousel();
  await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
  const dialog = screen.getByRole('dialog', { name: 'Welcome to Acme Rewards' });
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'It looks like something has gone wrong, please try again later',
  );

  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
  await answer(environment, {
    slides: [],
    viewer: null,
    errors: [{ field: null, message: 'Unable to load the carousel' }],
  });
  expect(within(dialog).getByRole('alert')).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await answer(environment, { slides, viewer: { id: 'viewer-1', showWelcomeModal: false }, errors: [] });
  expect(within(dialog).getByText('Slide 1 of 3')).toBeTruthy();
});

test('after a failed read the carousel may be closed', async () => {
  const user = userEvent.setup();
  const { environment } = renderCarousel();
  await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
