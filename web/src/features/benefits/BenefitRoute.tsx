// Route /app/my-benefits/:id: one benefit's page (BenefitPage.tsx), from one query preloaded by
// the route and read afresh on every visit (a change made on the setup screen must show). The
// page's CMS HTML (description, FAQs, terms) is styled by content's stylesheet, loaded here so the
// component tests, which cannot load CSS, need none.
import type { BenefitRouteQuery } from '../../__generated__/BenefitRouteQuery.graphql';
import { requires } from '../../shell/Guarded';
import { preloadedRoute } from '../../relay/queryRoute';
import { BenefitPage, benefitRouteQuery } from './BenefitPage';
import '../../components/static-content.css';

export const route = preloadedRoute<BenefitRouteQuery>({
  query: benefitRouteQuery,
  variables: ({ params }) => ({ id: params.id ?? '' }),
  fetchPolicy: 'network-only',
  handle: requires('viewBenefits'),
  Screen: BenefitPage,
});
