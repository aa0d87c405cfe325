// "We recommend": every benefit the person may choose now, grouped recommended, worth considering,
// probably not for you; each with its one-line reason, the level suggested, its monthly cost
// before and after tax and NI, what the employer adds, and a link that opens its setup filled in.
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../format/money';
import { setupLinkOf } from './choiceForm';
import { helpStrings as S } from './strings';

type Verdict = 'RECOMMENDED' | 'WORTH_CONSIDERING' | 'NOT_FOR_YOU';
const verdicts: readonly Verdict[] = ['RECOMMENDED', 'WORTH_CONSIDERING', 'NOT_FOR_YOU'];
const palette: Record<Verdict, string> = { RECOMMENDED: 'green', WORTH_CONSIDERING: 'blue', NOT_FOR_YOU: 'gray' };

export interface RecommendationShown {
  readonly benefitId: number;
  readonly title: string;
  readonly verdict: string;
  readonly reason: string;
  readonly suggestion: string;
  readonly current: boolean;
  readonly values: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly costs: { readonly employeeGross: number; readonly employeeNet: number; readonly employer: number };
}

export function RecommendationList({ recommendations }: { recommendations: readonly RecommendationShown[] }) {
  if (recommendations.length === 0) return <Text color="gray.700">{S.nothingToRecommend}</Text>;
  return (
    <Stack gap="8">
      {verdicts.map((verdict) => {
        const group = recommendations.filter((each) => each.verdict === verdict);
        if (group.length === 0) return null;
        const id = `verdict-${verdict.toLowerCase()}`;
        return (
          <Stack as="section" key={verdict} gap="4" aria-labelledby={id}>
            <Heading as="h2" size="lg" id={id}>
              {S.verdicts[verdict]} ({group.length})
            </Heading>
            <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
              {group.map((recommendation) => (
                <RecommendationCard key={recommendation.benefitId} recommendation={recommendation} verdict={verdict} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

function RecommendationCard({ recommendation, verdict }: { recommendation: RecommendationShown; verdict: Verdict }) {
  const { title, reason, suggestion, costs, current } = recommendation;
  const headingId = `recommendation-${recommendation.benefitId}`;
  return (
    <Box
      as="li"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      aria-labelledby={headingId}
    >
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Heading as="h3" size="md" id={headingId}>
            {title}
          </Heading>
          <Stack direction="row" gap="2" flexWrap="wrap">
            <Badge colorPalette={palette[verdict]} size="md">
              {S.verdicts[verdict]}
            </Badge>
            {current ? (
              <Badge colorPalette="gray" variant="outline" size="md">
                {S.youHaveIt}
              </Badge>
            ) : null}
          </Stack>
        </Stack>
        <Text color="gray.800">{reason}</Text>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          <Figure label={S.suggested} value={suggestion} />
          <Figure label={S.costBefore} value={S.perMonth(formatMoney(costs.employeeGross))} />
          <Figure label={S.costAfter} value={S.perMonth(formatMoney(costs.employeeNet))} />
          <Figure label={S.employerAdds} value={S.perMonth(formatMoney(costs.employer))} />
        </SimpleGrid>
        <Button
          asChild
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          colorPalette="brand"
          variant={verdict === 'RECOMMENDED' ? 'solid' : 'outline'}
          whiteSpace="normal"
          h="auto"
          minH="10"
          py="2"
        >
          <RouterLink to={setupLinkOf(recommendation)}>{current ? S.change(title) : S.setUp(title)}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Text as="dd" fontWeight="600" fontVariantNumeric="tabular-nums" m="0">
        {value}
      </Text>
    </Box>
  );
}
