// Route /app/faqs/: content's FAQs, searchable, as an accordion (FaqsScreen.tsx). The nav link
// to it shows only when content provides FAQs (shell/nav.ts); the page itself is there for anyone
// signed in, and says so when there are none.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { FaqsRouteQuery, FaqsRouteQuery$data } from '../../__generated__/FaqsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { usePageTitle } from '../../shell/usePageTitle';
import { FaqsScreen } from './FaqsScreen';
import { faqStrings as S } from './strings';
import './static-content.css';

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
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumbs items={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]} />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {S.heading}
          </Heading>
          <Text color="gray.700">{S.intro}</Text>
        </Stack>
        <FaqsScreen viewer={viewer} />
      </Stack>
    </Container>
  );
}

export const route = queryRoute<FaqsRouteQuery>({ query: faqsRouteQuery, Screen: FaqsRoute });
