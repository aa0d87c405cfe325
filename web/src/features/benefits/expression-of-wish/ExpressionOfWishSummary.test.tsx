// Total benefits' expression of wish: each person named with relationship and share, or that none
// has been made, with the link to the Life Assurance page where it is changed; nothing for someone
// offered no benefit that takes a wish, or in voucher-only mode; no link for someone acting as the
// person, who may not change it.
import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ExpressionOfWishSummaryTestQuery } from '../../../__generated__/ExpressionOfWishSummaryTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { signedInShell } from '../../../testing/shell';
import { ExpressionOfWishSummary } from './ExpressionOfWishSummary';

const query = graphql`
  query ExpressionOfWishSummaryTestQuery @relay_test_operation {
    viewer {
      ...ExpressionOfWishSummary_viewer
    }
  }
`;

const offered = [
  { id: 'benefit-3', benefitId: '3', takesExpressionOfWish: false },
  { id: 'benefit-7', benefitId: '7', takesExpressionOfWish: true },
];

const wish = {
  updatedAt: '2026-03-14T10:00:00.000Z',
  beneficiaries: [
    { familyMemberId: 'member-1', name: 'Jamie Morgan', relationship: 'Partner', sharePercent: 60 },
    { familyMemberId: null, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 40 },
  ],
};

function renderSummary(
  benefits: readonly object[] | null,
  expressionOfWish: object = { updatedAt: null, beneficiaries: [] },
  shell = signedInShell(),
) {
  return renderWithRelay<ExpressionOfWishSummaryTestQuery>({
    query,
    resolvers: { Viewer: () => ({ id: 'viewer-1', benefits, expressionOfWish }) },
    path: '/app/my-total-benefits/',
    shell,
    render: ({ viewer }) => (viewer ? <ExpressionOfWishSummary viewer={viewer} /> : null),
  });
}

const section = () => screen.getByRole('region', { name: 'Expression of wish' });

test('each person named, with their relationship and share, and a link to the Life Assurance page', () => {
  renderSummary(offered, wish);
  const rows = within(section())
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Name', 'Relationship', 'Share (%)'],
    ['Jamie Morgan', 'Partner', '60%'],
    ['Sam Rivers', 'Friend', '40%'],
  ]);
  expect(within(section()).getByText('Last saved 14 March 2026')).toBeTruthy();
  expect(within(section()).getByRole('link', { name: 'Change your expression of wish' }).getAttribute('href')).toBe(
    '/app/my-benefits/7',
  );
});

test('none made yet: it says so, with the same link', () => {
  renderSummary(offered);
  expect(within(section()).getByText('You have not said whom you would like the payment to go to.')).toBeTruthy();
  expect(within(section()).queryByRole('table')).toBeNull();
  expect(within(section()).getByRole('link', { name: 'Change your expression of wish' }).getAttribute('href')).toBe(
    '/app/my-benefits/7',
  );
});

test('no benefit that takes a wish, or none readable in voucher-only mode: no section at all', () => {
  const { unmount } = renderSummary([offered[0]!], wish);
  expect(screen.queryByRole('region', { name: 'Expression of wish' })).toBeNull();
  expect(screen.queryByText('Jamie Morgan')).toBeNull();
  unmount();
  renderSummary(null, wish);
  expect(screen.queryByRole('region', { name: 'Expression of wish' })).toBeNull();
});

test('someone acting as the person reads the wish but is offered no link to change it', () => {
  renderSummary(offered, wish, signedInShell({ saveExpressionOfWish: false }));
  expect(within(section()).getByText('Jamie Morgan')).toBeTruthy();
  expect(within(section()).queryByRole('link')).toBeNull();
});
