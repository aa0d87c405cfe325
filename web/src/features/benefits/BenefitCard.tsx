// A benefit on My benefits: its title (the link to its page), category and provider, summary,
// status label and what it costs a month now (docs/benefits.md: only a current selection has
// costs). The whole card is the link's target, but only the title is the link, so a screen
// reader hears each card once.
import { Box, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { BenefitCard_benefit$key } from '../../__generated__/BenefitCard_benefit.graphql';
import { formatMoney } from '../../format/money';
import { StatusBadge } from './StatusBadge';
import { benefitStrings as S } from './strings';

export function BenefitCard(props: { benefit: BenefitCard_benefit$key; categoryLabel: string | null }) {
  const benefit = useFragment(
    graphql`
      fragment BenefitCard_benefit on Benefit {
        benefitId
        title
        summary
        providerName
        status
        statusLabel
        costs {
          employeeGross
        }
      }
    `,
    props.benefit,
  );
  const meta = [props.categoryLabel, benefit.providerName].filter(Boolean).join(' · ');
  return (
    <LinkBox
      as="article"
      flex="1"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
      transition="box-shadow 150ms, border-color 150ms"
      _hover={{ boxShadow: 'md', borderColor: 'brand.muted' }}
      _focusWithin={{ boxShadow: 'md', borderColor: 'brand.muted' }}
    >
      <Stack gap="3" h="full">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="lg" color="gray.900">
            <LinkOverlay asChild color="brand.fg" _hover={{ textDecoration: 'underline' }}>
              <RouterLink to={`/app/my-benefits/${benefit.benefitId}`}>{benefit.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Box flexShrink="0">
            <StatusBadge status={benefit.status} label={benefit.statusLabel} />
          </Box>
        </HStack>
        {meta ? (
          <Text color="gray.700" fontSize="sm">
            {meta}
          </Text>
        ) : null}
        <Text color="gray.800" flex="1">
          {benefit.summary}
        </Text>
        <Text color="gray.900" fontWeight="600" fontVariantNumeric="tabular-nums">
          {benefit.costs ? S.monthlyCostOf(formatMoney(benefit.costs.employeeGross)) : S.noMonthlyCost}
        </Text>
      </Stack>
    </LinkBox>
  );
}
