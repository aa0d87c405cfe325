// Compare (/app/my-benefits/:id/compare): two to four options of a benefit side by side, as cards
// that stack on a narrow screen (never a page that scrolls sideways): what each covers, its
// monthly cost before and after tax and NI, and the employer's part; the current choice marked.
// Choosing one opens the setup with it filled in.
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CompareScreen_benefit$key } from '../../../__generated__/CompareScreen_benefit.graphql';
import { formatMoney } from '../../../format/money';
import { chooseLinkOf, heldStatuses } from './compareLink';
import { compareStrings as S } from './strings';

export function CompareScreen(props: { benefit: CompareScreen_benefit$key }) {
  const benefit = useFragment(
    graphql`
      fragment CompareScreen_benefit on Benefit {
        benefitId
        title
        status
        compareOptions {
          label
          covers
          current
          values {
            name
            value
          }
          costs {
            employeeGross
            employeeNet
            employer
          }
        }
      }
    `,
    props.benefit,
  );
  const held = heldStatuses.includes(benefit.status);
  const options = benefit.compareOptions;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {S.title(benefit.title)}
        </Heading>
        <Text color="gray.700">{options.length >= 2 ? S.intro : S.nothingToCompare}</Text>
      </Stack>
      {options.length >= 2 ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: Math.min(options.length, 2), lg: options.length }}
          gap="4"
          listStyleType="none"
          m="0"
          p="0"
        >
          {options.map((option, index) => {
            const headingId = `option-${index}`;
            return (
              <Box
                as="li"
                key={option.label}
                aria-labelledby={headingId}
                bg="white"
                rounded="2xl"
                borderWidth={option.current ? '2px' : '1px'}
                borderColor={option.current ? 'brand.solid' : 'gray.200'}
                boxShadow="xs"
                p={{ base: '4', md: '5' }}
                minW="0"
              >
                <Stack gap="3" h="full">
                  <Heading as="h2" size="md" id={headingId}>
                    {option.label}
                  </Heading>
                  {option.current ? (
                    <Badge colorPalette="brand" alignSelf="flex-start" size="md">
                      {S.currentChoice}
                    </Badge>
                  ) : null}
                  <Stack as="dl" gap="2" flex="1">
                    <Figure label={S.covers} value={option.covers} />
                    <Figure label={S.costBefore} value={S.perMonth(formatMoney(option.costs.employeeGross))} />
                    <Figure label={S.costAfter} value={S.perMonth(formatMoney(option.costs.employeeNet))} />
                    <Figure label={S.employerAdds} value={S.perMonth(formatMoney(option.costs.employer))} />
                  </Stack>
                  <Button
                    asChild
                    colorPalette="brand"
                    variant={option.current ? 'outline' : 'solid'}
                    whiteSpace="normal"
                    h="auto"
                    minH="10"
                    py="2"
                  >
                    <RouterLink to={chooseLinkOf(benefit.benefitId, held, option.values)}>
                      {S.choose(option.label)}
                    </RouterLink>
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
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
