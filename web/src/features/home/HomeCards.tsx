// Content's cards on home (/user/home-page-cards), in the spec's states: loading while read,
// error (the gateway's null) with a retry, success. They are home's quick links; where content
// has none to offer, or they could not be read, the navigation's own links stand in for them.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { HomeCards_viewer$key } from '../../__generated__/HomeCards_viewer.graphql';
import type { NavViewer } from '../../shell/nav';
import { ContentError } from './ContentError';
import { ContentLoading } from './ContentLoading';
import { shownInMode } from './homeContent';
import { LinkCard } from './LinkCard';
import { QuickLinks } from './QuickLinks';
import { homeStrings as S } from './strings';
import { useHomeContent } from './useHomeContent';

const columns = { base: 1, sm: 2, lg: 4 };

export function HomeCards(props: { viewer: HomeCards_viewer$key; navViewer: NavViewer | null }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment HomeCards_viewer on Viewer @refetchable(queryName: "HomeCardsRefetchQuery") {
        voucherOnly
        homeCards {
          id
          title
          text
          link
          linkLabel
        }
      }
    `,
    props.viewer,
  );
  const { status, retry } = useHomeContent(viewer.homeCards, refetch);
  const cards = shownInMode(viewer.homeCards ?? [], viewer.voucherOnly);

  return (
    <Stack as="section" aria-labelledby="quick-links" gap="4">
      <Heading as="h2" id="quick-links" size="lg" color="gray.900">
        {S.quickLinksHeading}
      </Heading>
      {status === 'loading' ? <ContentLoading count={4} height="40" columns={columns} /> : null}
      {status === 'error' ? <ContentError onRetry={retry} /> : null}
      {status === 'success' && cards.length > 0 ? (
        <SimpleGrid columns={columns} gap="4">
          {cards.map((card) => (
            <LinkCard key={card.id} title={card.title} text={card.text} to={card.link} linkLabel={card.linkLabel} />
          ))}
        </SimpleGrid>
      ) : null}
      {(status === 'error' || (status === 'success' && cards.length === 0)) && props.navViewer ? (
        <QuickLinks viewer={props.navViewer} />
      ) : null}
    </Stack>
  );
}
