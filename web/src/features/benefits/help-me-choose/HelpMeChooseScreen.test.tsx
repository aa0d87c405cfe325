// Help me choose's states: the first screen (its promise about the answers), a first visit that
// starts from the family details, a return visit with saved answers, each question skippable,
// a child's age checked before moving on, the save, "We recommend" with its links into setup
// filled in, a save that fails, and no recommendations at all.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { HelpMeChooseScreenTestQuery } from '../../../__generated__/HelpMeChooseScreenTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { HelpMeChooseScreen } from './HelpMeChooseScreen';

const query = graphql`
  query HelpMeChooseScreenTestQuery @relay_test_operation {
    viewer {
      helpMeChoose {
        ...HelpMeChooseScreen_helpMeChoose
      }
    }
  }
`;

const unanswered = { partner: null, childrenAges: null, expectedUses: null, monthlyBudget: null, priorities: null };

const vouchers = {
  benefitId: 3,
  title: 'Childcare Vouchers',
  verdict: 'RECOMMENDED',
  reason:
    'Because you have one child under 5, childcare vouchers of £243.00 a month save you about £68.04 a month after tax.',
  suggestion: '£243.00 a month',
  current: true,
  values: [{ name: 'amount', value: '24300' }],
  costs: { employeeGross: 24300, employeeNet: 17496, employer: 0 },
};
const bike = {
  benefitId: 1,
  title: 'Cycle to Work',
  verdict: 'NOT_FOR_YOU',
  reason: 'You told us your commute could not be cycled.',
  suggestion: 'an order of £100.00',
  current: false,
  values: [{ name: 'orderValue', value: '10000' }],
  costs: { employeeGross: 833, employeeNet: 600, employer: 0 },
};

function renderScreen(helpMeChoose: object) {
  return renderWithRelay<HelpMeChooseScreenTestQuery>({
    query,
    path: '/app/my-benefits/help-me-choose/',
    resolvers: { HelpMeChoose: () => helpMeChoose },
    render: ({ viewer }) => (viewer?.helpMeChoose ? <HelpMeChooseScreen helpMeChoose={viewer.helpMeChoose} /> : null),
  });
}

async function savedInput(environment: RelayMockEnvironment) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSaveChoiceAnswersMutation');
  return operation;
}

test('the first screen says what happens to the answers; a first visit starts from the family details', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen({
    saved: false,
    answers: unanswered,
    family: { partner: true, childrenAges: [3] },
    recommendations: [],
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Help me choose' })).toBeTruthy();
  expect(
    screen.getByText(/Your employer never sees them, and they are used for nothing but these suggestions/),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'See my recommendations' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Start' }));

  expect(screen.getByText('Question 1 of 5')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Do you have a partner?' })).toBe(document.activeElement);
  expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect((screen.getByLabelText('Age of child 1') as HTMLInputElement).value).toBe('3');
  expect(screen.getByRole('link', { name: 'Update your family members' }).getAttribute('href')).toBe(
    '/app/home/my-profile/',
  );

  // A child's age is checked before moving on.
  await user.click(screen.getByRole('button', { name: 'Add a child' }));
  await user.type(screen.getByLabelText('Age of child 2'), '40');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Please enter each child’s age as a whole number of years from 0 to 25')).toBeTruthy();
  expect(screen.getByText('Question 2 of 5')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Remove child 2' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  // Uses: ticked; budget: typed; priorities: skipped.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Dental check-ups' }));
  await waitFor(() =>
    expect((screen.getByRole('checkbox', { name: 'Dental check-ups' }) as HTMLInputElement).checked).toBe(true),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Amount a month'), '150');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'What matters most to you?' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Skip this question' }));

  const operation = await savedInput(environment);
  expect(operation.request.variables.input).toEqual({
    partner: true,
    childrenAges: [3],
    expectedUses: ['DENTAL'],
    monthlyBudget: 15000,
    priorities: null,
  });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        SaveChoiceAnswersPayload: () => ({ errors: [] }),
        HelpMeChoose: () => ({
          saved: true,
          answers: { ...unanswered, partner: true },
          family: { partner: true, childrenAges: [3] },
          recommendations: [vouchers, bike],
        }),
      }),
    ),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'We recommend' })).toBe(document.activeElement);
  expect(screen.getByRole('heading', { name: 'Recommended (1)' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Probably not for you (1)' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /Worth considering/ })).toBeNull();
  expect(screen.getByText(vouchers.reason)).toBeTruthy();
  expect(screen.getByText('£174.96 a month')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Change Childcare Vouchers to these values' }).getAttribute('href')).toBe(
    '/app/my-benefits/3/manage?amount=24300',
  );
  expect(screen.getByRole('link', { name: 'Set up Cycle to Work with these values' }).getAttribute('href')).toBe(
    '/app/my-benefits/1/setup?orderValue=10000',
  );
});

test('a return visit opens on the saved answers, and every question can be skipped', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen({
    saved: true,
    answers: { partner: false, childrenAges: [], expectedUses: ['CYCLING'], monthlyBudget: 5000, priorities: ['COST'] },
    family: { partner: true, childrenAges: [3] },
    recommendations: [bike],
  });
  await user.click(screen.getByRole('button', { name: 'See my recommendations' }));
  expect(screen.getByRole('heading', { name: 'We recommend' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Change my answers' }));
  // The saved answer, not the family details.
  expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  for (let question = 0; question < 5; question += 1)
    await user.click(screen.getByRole('button', { name: 'Skip this question' }));
  const operation = await savedInput(environment);
  expect(operation.request.variables.input).toEqual({
    partner: null,
    childrenAges: null,
    expectedUses: null,
    monthlyBudget: null,
    priorities: null,
  });
  // A save that fails says so and stays on the question.
  await act(async () => environment.mock.reject(operation, new Error('offline')));
  expect(await screen.findByText('Your answers could not be saved. Please try again.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'What matters most to you?' })).toBeTruthy();
});

test('a budget that is not an amount is refused before moving on; nothing to recommend says so', async () => {
  const user = userEvent.setup();
  renderScreen({ saved: true, answers: unanswered, family: { partner: false, childrenAges: [] }, recommendations: [] });
  await user.click(screen.getByRole('button', { name: 'See my recommendations' }));
  expect(screen.getByText('There are no benefits you can choose at the moment.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Change my answers' }));
  for (let question = 0; question < 3; question += 1)
    await user.click(screen.getByRole('button', { name: 'Skip this question' }));
  await user.type(screen.getByLabelText('Amount a month'), 'lots');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Please enter an amount between £0.00 and £10,000.00')).toBeTruthy();
  expect(screen.getByText('Question 4 of 5')).toBeTruthy();
});
