// The costs card beside the setup form. A beam-supported benefit shows the beam calculation of the
// cover being chosen (recalculated as it changes), its free-cover cap message and a beam error in
// place of the costs (the spec resets them). A benefit whose costs turn on other amounts (an order
// value, days, a percentage) shows the preview of the amounts typed, recalculated alike; any other
// benefit shows what its selection costs now.
import { Alert, Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../format/money';
import { CostsList, type MonthlyCostsShown } from './CostsList';
import { setupStrings as S } from './strings';

export interface BeamShown {
  readonly costs: MonthlyCostsShown;
  readonly coverAboveFree: number;
}

export function SetupCosts({
  beamSupported,
  freeCover,
  beam,
  beamErrors,
  recalculating,
  currentCosts,
  preview = null,
}: {
  beamSupported: boolean;
  freeCover: number | null | undefined;
  /** The calculation for the values in the form; null while they are not valid or not yet costed. */
  beam: BeamShown | null;
  beamErrors: readonly string[];
  recalculating: boolean;
  currentCosts: MonthlyCostsShown | null | undefined;
  /** The costs of the amounts typed, for a benefit not costed by the beam; null when it has none to preview. */
  preview?: { costs: MonthlyCostsShown | null; errors: readonly string[] } | null;
}) {
  if (!beamSupported && !currentCosts && !preview) return null;
  const headingId = 'setup-costs-heading';
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" id={headingId} size="lg" color="gray.900">
            {beamSupported || preview ? S.costsHeading : S.currentCostsHeading}
          </Heading>
          <Box aria-live="polite">
            {recalculating ? (
              <Flex role="status" gap="2" align="center">
                <Spinner size="xs" color="brand.fg" />
                <Text fontSize="sm" color="gray.700">
                  {S.recalculating}
                </Text>
              </Flex>
            ) : null}
          </Box>
        </Flex>
        {beamSupported && freeCover != null ? (
          <Text fontSize="sm" color="gray.700" bg="brand.5" rounded="md" px="3" py="2">
            {S.freeCover(formatMoney(freeCover))}
          </Text>
        ) : null}
        {!beamSupported && !preview && currentCosts ? <CostsList costs={currentCosts} /> : null}
        {preview ? (
          preview.errors.length > 0 ? (
            <Alert.Root status="error" rounded="lg" role="alert">
              <Alert.Indicator />
              <Alert.Description>{preview.errors.join(' ')}</Alert.Description>
            </Alert.Root>
          ) : preview.costs ? (
            <Box opacity={recalculating ? 0.6 : 1} transition="opacity 150ms">
              <CostsList costs={preview.costs} />
            </Box>
          ) : recalculating ? null : (
            <Text color="gray.700">{S.costsUnavailable}</Text>
          )
        ) : null}
        {beamSupported ? (
          beamErrors.length > 0 ? (
            <Alert.Root status="error" rounded="lg" role="alert">
              <Alert.Indicator />
              <Alert.Description>{beamErrors.join(' ')}</Alert.Description>
            </Alert.Root>
          ) : beam ? (
            <Stack gap="4" opacity={recalculating ? 0.6 : 1} transition="opacity 150ms">
              <Flex
                justify="space-between"
                gap="4"
                align="baseline"
                borderBottomWidth="1px"
                borderColor="gray.200"
                pb="3"
              >
                <Text color="gray.700">{S.coverAboveFree}</Text>
                <Text fontWeight="600" color="gray.900" fontVariantNumeric="tabular-nums" data-cost={S.coverAboveFree}>
                  {formatMoney(beam.coverAboveFree)}
                </Text>
              </Flex>
              <CostsList costs={beam.costs} />
            </Stack>
          ) : recalculating ? null : (
            <Text color="gray.700">{S.costsUnavailable}</Text>
          )
        ) : null}
      </Stack>
    </Box>
  );
}
