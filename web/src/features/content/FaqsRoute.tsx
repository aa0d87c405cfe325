// Route /app/faqs/: content's FAQs, searchable, as an accordion (FaqsScreen.tsx). The nav link
// to it shows only when content provides FAQs (shell/nav.ts); the page itself is there for anyone
// signed in, and says so when there are none.
import { graphql } from 'react-relay';
import type { FaqsRouteQuery, FaqsRouteQuery$data } from '../../__generated__/FaqsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { PageFrame } from '../../shell/PageFrame';
import { usePageTitle } from '../../shell/usePageTitle';
import { FaqsScreen } from './FaqsScreen';
import { faqStrings as S } from './strings';
import '../../components/static-content.css';

const faqsRouteQuery = graphql`
  query FaqsRouteQuery {
    viewer {
      ...FaqsScreen_viewer
    }
  }
`;

function FaqsRoute({ data: { viewer } }: { data: FaqsRouteQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return (
    <PageFrame
      maxW="4xl"
      title={S.heading}
      intro={S.intro}
      breadcrumbs={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]}
    >
      <FaqsScreen viewer={viewer} />
    </PageFrame>
  );
}

export const route = queryRoute<FaqsRouteQuery>({ query: faqsRouteQuery, Screen: FaqsRoute });
