// The labelled progress bar of the multi-step flows: activation (DOB, Password, or Verify,
// Password, 2FA, Terms when the organisation requires 2FA) and the reset wizard (Verify,
// Password). Shared so that a flow moving between screens (activation into 2FA setup) keeps
// one look.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';

export interface StepProgressProps {
  /** The step labels, in order, in the spec's words. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
}

export function StepProgress({ steps, current }: StepProgressProps) {
  const last = Math.max(steps.length - 1, 1);
  const done = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <Box w="full">
      <Box
        role="progressbar"
        aria-label={steps.join(', ')}
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={done + 1}
        aria-valuetext={`${steps[done]} (step ${done + 1} of ${steps.length})`}
        h="1.5"
        rounded="full"
        bg="gray.200"
        overflow="hidden"
      >
        <Box h="full" bg="brand.solid" w={`${(done / last) * 100}%`} transition="width 300ms ease" />
      </Box>
      <Flex as="ol" justify="space-between" mt="2" listStyleType="none" p="0" m="0">
        {steps.map((label, index) => (
          <HStack as="li" key={label} gap="1.5" aria-current={index === done ? 'step' : undefined}>
            <Box w="2.5" h="2.5" rounded="full" bg={index <= done ? 'brand.solid' : 'gray.300'} aria-hidden="true" />
            <Text
              fontSize="sm"
              fontWeight={index === done ? 'semibold' : 'normal'}
              color={index <= done ? 'gray.900' : 'gray.600'}
            >
              {label}
            </Text>
          </HStack>
        ))}
      </Flex>
    </Box>
  );
}
