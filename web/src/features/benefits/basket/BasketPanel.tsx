// The basket on My benefits (docs/basket.md): each change waiting with what it costs a month, the
// take-home pay now and with the changes, Remove, and one Confirm that sends them all. After a
// Confirm each change's outcome shows; a refused one stays in the basket with the reason.
import { Alert, Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { BasketPanel_basket$key } from '../../../__generated__/BasketPanel_basket.graphql';
import type { basketMutationsConfirmMutation } from '../../../__generated__/basketMutationsConfirmMutation.graphql';
import { FormBanner } from '../../../forms/FormBanner';
import { formatDate } from '../../../format/dates';
import { formatMoney } from '../../../format/money';
import { useConfirmBasketMutation, useRemoveFromBasketMutation } from './basketMutations';
import { basketStrings as S } from './strings';
import { TakeHomePay } from './TakeHomePay';

export type BasketOutcomes = basketMutationsConfirmMutation['response']['confirmBasket']['outcomes'];

export function BasketPanel(props: {
  basket: BasketPanel_basket$key;
  /** The benefit just put in, to say so. */
  added: string | null;
  /** Told of a Confirm's outcomes, once the api has answered. */
  onConfirmed: (outcomes: BasketOutcomes) => void;
}) {
  const basket = useFragment(
    graphql`
      fragment BasketPanel_basket on Basket {
        items {
          id
          benefit {
            id
            benefitId
            title
          }
          planDetails {
            label
            value
          }
          costs {
            employeeNet
            employer
          }
          currentCosts {
            employeeNet
          }
          windowClosesOn
        }
        ...TakeHomePay_basket
      }
    `,
    props.basket,
  );
  const [remove, removing] = useRemoveFromBasketMutation();
  const [confirm, confirming] = useConfirmBasketMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (basket.items.length === 0) return null;

  const guarded = async (run: () => Promise<{ errors: readonly { message: string }[] }>) => {
    setFailure(null);
    try {
      const { errors } = await run();
      setFailure(errors[0]?.message ?? null);
    } catch {
      setFailure(S.connectionFailed);
    }
  };

  const confirmAll = () =>
    guarded(async () => {
      const { confirmBasket } = await confirm({ input: {} });
      if (confirmBasket.errors.length === 0) props.onConfirmed(confirmBasket.outcomes);
      return confirmBasket;
    });

  return (
    <Box
      as="section"
      aria-labelledby="basket-heading"
      bg="white"
      rounded="2xl"
      borderWidth="2px"
      borderColor="brand.muted"
      boxShadow="sm"
      p={{ base: '5', md: '7' }}
    >
      <Stack gap="5">
        <Stack gap="1">
          <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
            <Heading as="h2" id="basket-heading" size="xl" color="gray.900">
              {S.heading}
            </Heading>
            <Text color="gray.700" fontSize="sm">
              {S.count(basket.items.length)}
            </Text>
          </HStack>
          <Text color="gray.700">{S.intro}</Text>
        </Stack>
        {props.added ? (
          <Alert.Root status="success" rounded="lg" role="status">
            <Alert.Indicator />
            <Alert.Description>{S.added(props.added)}</Alert.Description>
          </Alert.Root>
        ) : null}
        <FormBanner message={failure} />
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6">
          <List.Root as="ul" listStyleType="none" gap="3" m="0">
            {basket.items.map((item) => (
              <List.Item key={item.id} borderWidth="1px" borderColor="gray.200" rounded="xl" p="4">
                <Stack gap="2">
                  <HStack justify="space-between" align="flex-start" gap="3">
                    <Heading as="h3" size="md">
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/app/my-benefits/${item.benefit.benefitId}`}>{item.benefit.title}</RouterLink>
                      </Link>
                    </Heading>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="gray"
                      aria-label={S.removeLabel(item.benefit.title)}
                      disabled={removing || confirming}
                      onClick={() =>
                        guarded(async () => (await remove({ input: { benefitId: item.benefit.id } })).removeFromBasket)
                      }
                    >
                      {S.remove}
                    </Button>
                  </HStack>
                  {item.planDetails.length > 0 ? (
                    <Text color="gray.800" fontSize="sm">
                      {item.planDetails.map((detail) => `${detail.label}: ${detail.value}`).join(' · ')}
                    </Text>
                  ) : null}
                  <Text color="gray.900" fontWeight="600" data-basket-cost={item.benefit.title}>
                    {S.perMonthAfter(formatMoney(item.costs.employeeNet))}
                  </Text>
                  <Text color="gray.700" fontSize="sm">
                    {[
                      item.currentCosts ? S.nowPays(formatMoney(item.currentCosts.employeeNet)) : null,
                      item.costs.employer > 0 ? S.employerAdds(formatMoney(item.costs.employer)) : null,
                      item.windowClosesOn ? S.closesOn(formatDate(item.windowClosesOn)) : null,
                    ]
                      .filter(Boolean)
                      .join('. ')}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
          <TakeHomePay basket={basket} />
        </Box>
        <Stack gap="2" borderTopWidth="1px" borderColor="gray.200" pt="4">
          <Text color="gray.700" fontSize="sm">
            {S.confirmNote}
          </Text>
          <Button
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'flex-end' }}
            loading={confirming}
            disabled={removing}
            onClick={() => void confirmAll()}
          >
            {S.confirm}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

const outcomeWords = {
  CHOSEN: S.chosen,
  AWAITING_APPROVAL: S.awaitingApproval,
  REFUSED: S.refused,
} as const;

/** What a Confirm did to each change, until the person leaves the page. */
export function BasketOutcomesPanel({ outcomes }: { outcomes: BasketOutcomes }) {
  const refused = outcomes.some((outcome) => outcome.outcome === 'REFUSED');
  return (
    <Alert.Root status={refused ? 'warning' : 'success'} rounded="xl" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{S.outcomesHeading}</Alert.Title>
        <Alert.Description>
          <List.Root as="ul" gap="1" mt="2" ps="4">
            {outcomes.map((outcome) => (
              <List.Item key={outcome.title} data-outcome={outcome.outcome}>
                <Text as="span" fontWeight="600">
                  {outcome.title}
                </Text>
                {`: ${outcomeWords[outcome.outcome as keyof typeof outcomeWords] ?? S.refused}`}
                {outcome.message ? ` (${outcome.message})` : null}
              </List.Item>
            ))}
          </List.Root>
          {refused ? <Text mt="2">{S.refusedStays}</Text> : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
