// The attached buttons that switch a figure between views (day, week or month; year or month),
// the one shown pressed, and the "loading" line that stands beside them while the next one loads.
import { Box, Button, Flex, Group, Spinner, Text } from '@chakra-ui/react';

export function ChoiceSwitch<T extends string>({
  label,
  choices,
  labels,
  chosen,
  onChoose,
}: {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  chosen: T;
  onChoose: (choice: T) => void;
}) {
  return (
    <Group attached role="group" aria-label={label}>
      {choices.map((each) => (
        <Button
          key={each}
          size="sm"
          colorPalette="brand"
          variant={chosen === each ? 'solid' : 'outline'}
          aria-pressed={chosen === each}
          onClick={() => (chosen === each ? undefined : onChoose(each))}
        >
          {labels[each]}
        </Button>
      ))}
    </Group>
  );
}

/** Always in the page, so that screen readers hear the line when it appears. */
export function LoadingStatus({ loading, label }: { loading: boolean; label: string }) {
  return (
    <Box aria-live="polite">
      {loading ? (
        <Flex gap="2" align="center" role="status">
          <Spinner size="sm" color="brand.fg" />
          <Text color="gray.700" fontSize="sm">
            {label}
          </Text>
        </Flex>
      ) : null}
    </Box>
  );
}
