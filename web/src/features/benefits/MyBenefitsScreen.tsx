// My benefits: the heading, the probation notice, the filters, the cards
// of the eligible benefits and the running monthly total of the current selections.
import { Alert, Box, Button, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useCan } from '../../shell/ShellContext';
import type { MyBenefitsScreen_viewer$key } from '../../__generated__/MyBenefitsScreen_viewer.graphql';
import { BasketOutcomesPanel, BasketPanel, type BasketOutcomes } from './basket/BasketPanel';
import { BenefitCard } from './BenefitCard';
import { MyBenefitsFilterBar } from './MyBenefitsFilterBar';
import { filtersFrom, urlValueOf } from './myBenefitsFilters';
import { RunningTotal } from './RunningTotal';
import { benefitStrings as S } from './strings';

/** What a navigation here may carry: the benefit just put in the basket. */
export interface BasketState {
  basketAdded?: string | null;
}

export function MyBenefitsScreen(props: { viewer: MyBenefitsScreen_viewer$key; refresh: () => void }) {
  const viewer = useFragment(
    graphql`
      fragment MyBenefitsScreen_viewer on Viewer
      @argumentDefinitions(category: { type: "BenefitCategory" }, status: { type: "SelectionStatus" }) {
        onProbation
        benefits(category: $category, status: $status) {
          id
          category
          ...BenefitCard_benefit
        }
        benefitFilters {
          categories {
            value
            label
          }
          ...MyBenefitsFilterBar_filters
        }
        benefitCosts {
          ...RunningTotal_costs
        }
        basket @catch(to: NULL) {
          ...BasketPanel_basket
        }
      }
    `,
    props.viewer,
  );
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const { basketAdded = null } = (location.state ?? {}) as BasketState;
  const [basketOutcomes, setBasketOutcomes] = useState<BasketOutcomes | null>(null);
  const mayChoose = useCan('helpMeChoose');
  const filters = filtersFrom(search);
  const filtered = filters.category !== null || filters.status !== null;
  const { benefits, benefitFilters, benefitCosts } = viewer;
  // Null only with an error, which the route's @catch turns into its own outcome first.
  if (!benefits || !benefitFilters || !benefitCosts) return null;
  const categoryLabels = new Map(benefitFilters.categories.map((option) => [option.value, option.label]));
  const clear = () => setSearch(new URLSearchParams());

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="2" maxW="2xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
          {S.myBenefits}
        </Heading>
        <Text color="gray.700">{S.intro}</Text>
        {mayChoose ? (
          <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start" mt="2">
            <RouterLink to="/app/my-benefits/help-me-choose/">{S.helpMeChoose}</RouterLink>
          </Button>
        ) : null}
      </Stack>
      {basketOutcomes ? <BasketOutcomesPanel outcomes={basketOutcomes} /> : null}
      {viewer.basket ? (
        <BasketPanel
          basket={viewer.basket}
          added={basketOutcomes ? null : basketAdded}
          onConfirmed={(outcomes) => {
            setBasketOutcomes(outcomes);
            // Every card and the running total may have changed: read them afresh.
            props.refresh();
          }}
        />
      ) : null}
      {viewer.onProbation ? (
        <Alert.Root
          status="info"
          rounded="xl"
          borderWidth="1px"
          borderColor="brand.muted"
          bg="brand.subtle"
          color="gray.900"
          p="5"
        >
          <Alert.Indicator color="brand.fg" />
          <Alert.Description fontSize="md">{S.probationNotice}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }}
        gap={{ base: '6', lg: '8' }}
        alignItems="start"
      >
        <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <RunningTotal costs={benefitCosts} />
        </Box>
        <Stack gap="5" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }} minW="0">
          <MyBenefitsFilterBar filters={benefitFilters} />
          <Text color="gray.700" fontSize="sm" aria-live="polite">
            {S.shown(benefits.length)}
          </Text>
          {benefits.length === 0 ? (
            <Stack
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="2xl"
              p="8"
              align="center"
              textAlign="center"
              gap="4"
            >
              <Text color="gray.800" fontSize="lg">
                {filtered ? S.noMatches : S.noBenefits}
              </Text>
              {filtered ? (
                <Button variant="outline" colorPalette="brand" onClick={clear}>
                  {S.clearFilters}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {benefits.map((benefit) => (
                <Box as="li" key={benefit.id} display="flex">
                  <BenefitCard
                    benefit={benefit}
                    categoryLabel={categoryLabels.get(urlValueOf(benefit.category)) ?? null}
                  />
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
