// Compare's states: options side by side with the current choice marked and each choice opening
// Manage (a benefit held now) or setup filled in; a benefit with nothing to compare says so.
import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { CompareScreenTestQuery } from '../../../__generated__/CompareScreenTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CompareScreen } from './CompareScreen';

const query = graphql`
  query CompareScreenTestQuery @relay_test_operation {
    viewer {
      benefit(id: "8") {
        ...CompareScreen_benefit
      }
    }
  }
`;

const option = (label: string, level: string, gross: number, current = false) => ({
  label,
  covers: label === 'Employee' ? 'You' : 'You and your partner',
  current,
  values: [{ name: 'level', value: level }],
  costs: { employeeGross: gross, employeeNet: gross, employer: 6800 },
});

function renderScreen(benefit: object) {
  return renderWithRelay<CompareScreenTestQuery>({
    query,
    path: '/app/my-benefits/8/compare',
    resolvers: { Benefit: () => ({ benefitId: 8, title: 'Private Medical Insurance', ...benefit }) },
    render: ({ viewer }) => (viewer?.benefit ? <CompareScreen benefit={viewer.benefit} /> : null),
  });
}

test('the options side by side, the current choice marked, each opening Manage filled in', () => {
  renderScreen({
    status: 'ACTIVE',
    compareOptions: [option('Employee', 'employee', 0, true), option('Employee and partner', 'employee-partner', 6800)],
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Compare Private Medical Insurance' })).toBeTruthy();
  const [first, second] = screen.getAllByRole('listitem');
  expect(within(first!).getByText('Your current choice')).toBeTruthy();
  expect(within(second!).queryByText('Your current choice')).toBeNull();
  expect(within(second!).getAllByText('£68.00 a month')).toHaveLength(3);
  expect(within(second!).getByText('You and your partner')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Choose Employee and partner' }).getAttribute('href')).toBe(
    '/app/my-benefits/8/manage?level=employee-partner',
  );
});

test('a benefit not held opens setup; nothing to compare says so', () => {
  const { unmount } = renderScreen({
    status: 'NOT_SELECTED',
    compareOptions: [option('Employee', 'employee', 0), option('Employee and partner', 'employee-partner', 6800)],
  });
  expect(screen.getByRole('link', { name: 'Choose Employee' }).getAttribute('href')).toBe(
    '/app/my-benefits/8/setup?level=employee',
  );
  expect(screen.queryByText('Your current choice')).toBeNull();
  unmount();
  renderScreen({ status: 'NOT_SELECTED', compareOptions: [] });
  expect(screen.getByText('This benefit has no options to compare.')).toBeTruthy();
  expect(screen.queryByRole('listitem')).toBeNull();
});
