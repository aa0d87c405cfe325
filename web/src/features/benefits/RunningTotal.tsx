// The running monthly total of every selection in force (docs/benefits.md, Costs): the gross
// cost, and the net cost after the income tax and NI that salary sacrifice saves, which is an
// estimate and says so. Selections awaiting approval are left out, as on My total benefits, and it
// says so.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RunningTotal_costs$key } from '../../__generated__/RunningTotal_costs.graphql';
import { formatMoney } from '../../format/money';
import { benefitStrings as S } from './strings';

export function RunningTotal(props: { costs: RunningTotal_costs$key }) {
  const { total } = useFragment(
    graphql`
      fragment RunningTotal_costs on BenefitCostsTotal {
        total {
          employeeGross
          employeeNet
        }
      }
    `,
    props.costs,
  );
  return (
    <Box
      as="section"
      aria-labelledby="running-total"
      bg="accent.solid"
      color="accent.contrast"
      rounded="2xl"
      p={{ base: '5', md: '6' }}
      boxShadow="sm"
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" id="running-total" size="lg" color="inherit">
            {S.runningTotal}
          </Heading>
          <Text fontSize="sm" color="inherit">
            {S.runningTotalIntro} {S.awaitingApprovalLeftOut}
          </Text>
        </Stack>
        <Box as="dl" display="grid" gap="3">
          <Figure label={S.grossCost} value={formatMoney(total.employeeGross)} />
          <Figure label={S.netCost} value={formatMoney(total.employeeNet)} emphasis />
        </Box>
        <Text fontSize="sm" color="inherit">
          {S.estimate}
        </Text>
      </Stack>
    </Box>
  );
}

function Figure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" fontWeight="600" color="inherit">
        {label}
      </Text>
      <Text
        as="dd"
        fontSize={emphasis ? '3xl' : '2xl'}
        fontWeight="700"
        lineHeight="1.2"
        fontVariantNumeric="tabular-nums"
        color="inherit"
      >
        {value}{' '}
        <Text as="span" fontSize="md" fontWeight="500">
          {S.perMonth}
        </Text>
      </Text>
    </Box>
  );
}
