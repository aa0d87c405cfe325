// Route /app/my-benefits/help-me-choose/: Help me choose, the person's own questionnaire and the
// recommendations it leads to (docs/help-me-choose.md). Read afresh on every visit: a choice made
// since changes what may be recommended. Never offered in a masquerade (the guard's permission).
import { Container, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HelpMeChooseRouteQuery } from '../../../__generated__/HelpMeChooseRouteQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { preloadedRoute } from '../../../relay/queryRoute';
import { Breadcrumbs } from '../../../shell/Breadcrumbs';
import { requires } from '../../../shell/Guarded';
import { MessagePanel } from '../../../shell/MessagePanel';
import { PageLoading } from '../../../shell/PageLoading';
import { usePageTitle } from '../../../shell/usePageTitle';
import { HelpMeChooseScreen } from './HelpMeChooseScreen';
import { helpStrings as S } from './strings';

const helpMeChooseRouteQuery = graphql`
  query HelpMeChooseRouteQuery {
    viewer {
      helpMeChoose {
        ...HelpMeChooseScreen_helpMeChoose
      }
    }
  }
`;

function HelpMeChoosePage({ queryRef }: { queryRef: PreloadedQuery<HelpMeChooseRouteQuery> }) {
  usePageTitle(S.title);
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Breadcrumbs
          items={[
            { label: S.home, to: '/app/home/' },
            { label: S.myBenefits, to: '/app/my-benefits/' },
            { label: S.title },
          ]}
        />
        <ErrorBoundary fallback={<MessagePanel title={S.title} text={S.loadFailed} />}>
          <Suspense fallback={<PageLoading label={S.loading} />}>
            <HelpMeChooseData reference={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}

function HelpMeChooseData({ reference }: { reference: PreloadedQuery<HelpMeChooseRouteQuery> }) {
  const { viewer } = usePreloadedQuery<HelpMeChooseRouteQuery>(helpMeChooseRouteQuery, reference);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  if (!viewer.helpMeChoose) return <MessagePanel title={S.title} text={S.loadFailed} />;
  return <HelpMeChooseScreen helpMeChoose={viewer.helpMeChoose} />;
}

export const route = preloadedRoute<HelpMeChooseRouteQuery>({
  query: helpMeChooseRouteQuery,
  fetchPolicy: 'network-only',
  handle: requires('helpMeChoose'),
  Screen: HelpMeChoosePage,
});
