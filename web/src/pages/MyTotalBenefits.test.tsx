// Total benefits composed: the total reward, then the expression of wish below the summaries; a
// change of mode reads the total reward again, never the wish.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import type { MyTotalBenefitsTestQuery } from '../__generated__/MyTotalBenefitsTestQuery.graphql';
import { renderWithRelay } from '../testing/renderWithRelay';
import { MyTotalBenefitsPage } from './MyTotalBenefitsRoute';

const query = graphql`
  query MyTotalBenefitsTestQuery @relay_test_operation {
    viewer {
      ...TotalRewardScreen_viewer
      ...ExpressionOfWishSummary_viewer
    }
  }
`;

test('the expression of wish follows the summaries; a change of mode does not read it again', async () => {
  const user = userEvent.setup();
  const { environment } = renderWithRelay<MyTotalBenefitsTestQuery>({
    query,
    resolvers: {
      Viewer: () => ({
        id: 'viewer-1',
        benefits: [{ id: 'benefit-7', benefitId: '7', takesExpressionOfWish: true }],
        expressionOfWish: {
          updatedAt: null,
          beneficiaries: [{ name: 'Jamie Morgan', relationship: 'Partner', sharePercent: 100 }],
        },
      }),
      ViewerPermissions: () => ({ viewBenefits: true }),
      TotalReward: () => ({ schemeYear: 2026, mode: 'YEAR', total: 4_825_000, benefits: [] }),
    },
    path: '/app/my-total-benefits/',
    render: (data) => <MyTotalBenefitsPage data={data} />,
  });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings.at(-1)).toBe('Expression of wish');
  expect(headings).toContain('Annual benefit summary');
  const wish = screen.getByRole('region', { name: 'Expression of wish' });
  expect(within(wish).getByRole('row', { name: 'Jamie Morgan Partner 100%' })).toBeTruthy();
  expect(within(wish).getByRole('link', { name: 'Change your expression of wish' }).getAttribute('href')).toBe(
    '/app/my-benefits/7',
  );

  await user.click(screen.getByRole('button', { name: 'Month' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('TotalRewardScreenRefetchQuery');
  // What the refetch selects (its text is persisted, sent by id): the total reward, not the wish.
  expect(JSON.stringify(operation.request.node.operation)).not.toMatch(/expressionOfWish/);
});
