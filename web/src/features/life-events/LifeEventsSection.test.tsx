// "Something changed?" and the add-life-event side panel on a mock Relay environment: the person's
// events (open, reported ahead, closed) and the empty state; the client's life events and what
// each lets the person change; the form's checks on blur and at submit, in the contract's words;
// the api's refusals on their fields or above the form; a failure; and a success that closes the
// panel and says so.
import { addDays, lifeEventMessages } from '@portal/contract/life-events';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { LifeEventsSectionTestQuery } from '../../__generated__/LifeEventsSectionTestQuery.graphql';
import { formatDate } from '../../format/dates';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { todayInLondon } from './lifeEventForm';
import { LifeEventsSection } from './LifeEventsSection';

const query = graphql`
  query LifeEventsSectionTestQuery @relay_test_operation {
    viewer {
      ...LifeEventsSection_viewer
    }
  }
`;

const today = todayInLondon();
const types = [
  {
    id: 'type-birth',
    code: 'birth-adoption',
    name: 'Birth or adoption',
    description: 'A child was born to you or your partner, or you adopted one.',
    windowDays: 60,
    benefits: ['Dental Insurance', 'Health Cash Plan', 'Life Assurance'],
  },
  {
    id: 'type-moving',
    code: 'moving-house',
    name: 'Moving house',
    description: 'You moved to a new home.',
    windowDays: 30,
    benefits: [],
  },
];
const event = (overrides: Record<string, unknown>) => ({
  id: 'event-1',
  name: 'Birth or adoption',
  eventDate: today,
  reportedAt: new Date().toISOString(),
  status: 'OPEN',
  windowOpensOn: today,
  windowClosesOn: addDays(today, 60),
  benefits: ['Dental Insurance', 'Health Cash Plan'],
  ...overrides,
});

function renderSection(lifeEvents: unknown[], availableLifeEvents: unknown[] = types) {
  return renderWithRelay<LifeEventsSectionTestQuery>({
    query,
    resolvers: { Viewer: () => ({ lifeEvents, availableLifeEvents }) },
    render: (data) => (data.viewer ? <LifeEventsSection viewer={data.viewer} /> : null),
  });
}

test('an empty history, and the life events the client lists with what each lets the person change', () => {
  renderSection([]);
  expect(screen.getByRole('heading', { level: 2, name: 'Something changed?' })).toBeTruthy();
  const yours = screen.getByRole('region', { name: 'Your life events' });
  expect(yours.textContent).toContain('You have not added any life events.');
  const available = screen.getByRole('region', { name: 'Life events you can add' });
  const items = within(available).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Birth or adoption',
    'Moving house',
  ]);
  expect(items[0]!.textContent).toContain(
    'Lets you change Dental Insurance, Health Cash Plan and Life Assurance for 60 days after the event.',
  );
  expect(items[1]!.textContent).toContain('None of your benefits change with this event.');
});

test('the person’s events: open with what they can change until when, reported ahead, and closed', () => {
  const ahead = addDays(today, 10);
  renderSection([
    event({
      id: 'e-ahead',
      name: 'Marriage or civil partnership',
      eventDate: ahead,
      windowOpensOn: ahead,
      windowClosesOn: addDays(ahead, 60),
      benefits: ['Life Assurance'],
    }),
    event({}),
    event({
      id: 'e-old',
      name: 'Moving house',
      eventDate: '2025-10-20',
      reportedAt: '2025-10-23T10:12:00Z',
      status: 'CLOSED',
      windowOpensOn: '2025-10-20',
      windowClosesOn: '2025-11-19',
      benefits: ['Gym Membership'],
    }),
  ]);
  const items = within(screen.getByRole('region', { name: 'Your life events' })).getAllByRole('listitem');
  expect(items[0]!.textContent).toContain(
    `You can change Life Assurance from ${formatDate(ahead)} until ${formatDate(addDays(ahead, 60))}.`,
  );
  expect(items[1]!.textContent).toContain('Open');
  expect(items[1]!.textContent).toContain(`Date of the event${formatDate(today)}`);
  expect(items[1]!.textContent).toContain(
    `You can change Dental Insurance and Health Cash Plan until ${formatDate(addDays(today, 60))}.`,
  );
  expect(items[2]!.textContent).toContain('Closed');
  expect(items[2]!.textContent).toContain('Added on23 October 2025');
  expect(items[2]!.textContent).toContain('Changes were possible until 19 November 2025.');
});

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add a life event' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a life event' });
  return { user, panel };
}

test('the form checks on blur and at submit, in the contract’s words, and sends nothing until it passes', async () => {
  const { environment } = renderSection([]);
  const { user, panel } = await openPanel();
  const type = within(panel).getByRole('combobox', { name: /What changed\?/ });
  await user.click(type);
  await user.tab();
  expect(await within(panel).findByText(lifeEventMessages.typeRequired)).toBeTruthy();

  await user.selectOptions(type, 'Birth or adoption');
  expect(
    within(panel).getByText(
      'You will be able to change Dental Insurance, Health Cash Plan and Life Assurance for 60 days after the event.',
    ),
  ).toBeTruthy();
  const date = within(panel).getByLabelText(/Date of the event/);
  fireEvent.change(date, { target: { value: addDays(today, -61) } });
  fireEvent.blur(date);
  expect(await within(panel).findByText(lifeEventMessages.tooLate(formatDate(addDays(today, -1))))).toBeTruthy();

  fireEvent.change(date, { target: { value: '' } });
  await user.click(within(panel).getByRole('button', { name: 'Add life event' }));
  expect(await within(panel).findByText(lifeEventMessages.dateRequired)).toBeTruthy();
  expect(within(panel).getByRole('alert').textContent).toContain('Please correct the errors below.');
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  // Corrected, the errors and the banner go.
  fireEvent.change(date, { target: { value: today } });
  fireEvent.blur(date);
  await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
  expect(within(panel).queryByText(lifeEventMessages.dateRequired)).toBeNull();
});

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, eventDate = today) {
  await user.selectOptions(within(panel).getByRole('combobox', { name: /What changed\?/ }), 'Birth or adoption');
  fireEvent.change(within(panel).getByLabelText(/Date of the event/), { target: { value: eventDate } });
  await user.click(within(panel).getByRole('button', { name: 'Add life event' }));
}

test('a success closes the panel, says so, and lists the new event from the payload', async () => {
  const { environment } = renderSection([]);
  const { user, panel } = await openPanel();
  await fillAndSubmit(user, panel);
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(operation.request.node.params.name).toBe('useAddLifeEventMutation');
  expect(operation.request.variables).toEqual({ input: { lifeEventTypeId: 'type-birth', eventDate: today } });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddLifeEventPayload: () => ({
          lifeEvent: { id: 'event-1', name: 'Birth or adoption' },
          viewer: { lifeEvents: [event({})], availableLifeEvents: types },
          errors: [],
        }),
      }),
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status').textContent).toContain('Your life event (birth or adoption) has been added.');
  expect(within(screen.getByRole('region', { name: 'Your life events' })).getAllByRole('listitem')).toHaveLength(1);
});

test('the api’s refusals go on their fields, or above the form; a failure says the spec’s error', async () => {
  const { environment } = renderSection([]);
  const { user, panel } = await openPanel();
  await fillAndSubmit(user, panel);
  let operation = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddLifeEventPayload: () => ({
          lifeEvent: null,
          viewer: null,
          errors: [{ field: 'eventDate', message: lifeEventMessages.duplicate }],
        }),
      }),
    ),
  );
  expect(await within(panel).findByText(lifeEventMessages.duplicate)).toBeTruthy();
  expect(
    within(panel)
      .getByLabelText(/Date of the event/)
      .getAttribute('aria-invalid'),
  ).toBe('true');

  await user.click(within(panel).getByRole('button', { name: 'Add life event' }));
  operation = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AddLifeEventPayload: () => ({
          lifeEvent: null,
          viewer: null,
          errors: [{ field: null, message: 'There was an error connecting to the server' }],
        }),
      }),
    ),
  );
  expect(within(panel).getByRole('alert').textContent).toContain('There was an error connecting to the server');

  await user.click(within(panel).getByRole('button', { name: 'Add life event' }));
  operation = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
  expect(within(panel).getByRole('alert').textContent).toContain(
    'Your life event could not be added. Please try again.',
  );
  expect(screen.getByRole('dialog')).toBeTruthy();
});

test('a client with no life events says so', () => {
  renderSection([], []);
  expect(screen.getByRole('region', { name: 'Life events you can add' }).textContent).toContain(
    'Your employer has not listed any life events.',
  );
});
