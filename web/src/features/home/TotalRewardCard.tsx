// The total reward on home (the spec: "plus the home card"): a year of salary and benefits
// and what the employer adds, leading to the total benefits page. Figures the gateway could not
// read (null, after its one retry) give the spec's generic words; the way to the page stays.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TotalRewardCard_viewer$key } from '../../__generated__/TotalRewardCard_viewer.graphql';
import { formatWholePounds } from '../../format/money';
import { homeStrings as S } from './strings';

export function TotalRewardCard(props: { viewer: TotalRewardCard_viewer$key }) {
  const { totalRewardCard: card } = useFragment(
    graphql`
      fragment TotalRewardCard_viewer on Viewer {
        totalRewardCard {
          schemeYear
          totalAnnual
          employerAnnual
        }
      }
    `,
    props.viewer,
  );
  return (
    <Box
      as="section"
      aria-labelledby="total-reward-card"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="3" h="full">
        <Heading as="h2" id="total-reward-card" size="md" color="gray.900">
          {card ? S.totalRewardHeading(card.schemeYear) : S.totalRewardHeadingNoYear}
        </Heading>
        {card ? (
          <>
            <Text
              fontSize={{ base: '3xl', md: '4xl' }}
              fontWeight="700"
              color="gray.900"
              lineHeight="1.1"
              fontVariantNumeric="tabular-nums"
            >
              {formatWholePounds(card.totalAnnual)}{' '}
              <Text as="span" fontSize="md" fontWeight="500" color="gray.700">
                {S.annually}
              </Text>
            </Text>
            <Text color="gray.700">{S.employerAdds(formatWholePounds(card.employerAnnual))}</Text>
          </>
        ) : (
          <Text color="gray.800" role="alert">
            {S.failed}
          </Text>
        )}
        <Button asChild colorPalette="brand" alignSelf="flex-start" mt="auto">
          <RouterLink to="/app/my-total-benefits/">{S.seeTotalReward}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
