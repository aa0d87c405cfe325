// Route /app/dashboard/benefit-takeup/:benefitId (employer administrators): one benefit's
// take-up figures and the people enrolled, pending or opted out, each opening the
// view-benefit-takeup-detail side panel.
import { Container } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type {
  BenefitTakeupDetailRouteQuery,
  BenefitTakeupDetailRouteQuery$data,
} from '../../__generated__/BenefitTakeupDetailRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { TakeupPeople } from './TakeupPeople';
import { takeupStrings as S } from './strings';

const benefitTakeupDetailRouteQuery = graphql`
  query BenefitTakeupDetailRouteQuery($benefitId: ID!) {
    viewer {
      ...TakeupPeople_viewer @arguments(benefitId: $benefitId)
    }
  }
`;

function BenefitTakeupDetailScreen({ data }: { data: BenefitTakeupDetailRouteQuery$data }) {
  usePageTitle(S.heading);
  return <BenefitTakeupDetailPage data={data} />;
}

/** The page under its title (the title needs the shell; component tests draw the page alone). */
export function BenefitTakeupDetailPage({ data: { viewer } }: { data: BenefitTakeupDetailRouteQuery$data }) {
  if (!viewer) return null;
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <TakeupPeople viewer={viewer} />
    </Container>
  );
}

export const route = queryRoute<BenefitTakeupDetailRouteQuery>({
  query: benefitTakeupDetailRouteQuery,
  variables: ({ params }) => ({ benefitId: params.benefitId ?? '' }),
  fetchPolicy: 'network-only',
  handle: requires('viewBenefitTakeup'),
  Screen: BenefitTakeupDetailScreen,
});
