// What the api made of the file: the counts (new, changed, unchanged, leaving), the errors (the
// first 500, with how many more), and for a client with the eligibility impact, the benefits each
// employee would gain or lose.
import { Box, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { StackedTable } from '../../tables/StackedTable';
import { dataLoadStrings as S } from './strings';

export interface UploadView {
  id: string;
  fileName: string;
  rows: number;
  status: string;
  errorCount: number;
  errors: readonly { row: number; message: string }[];
  counts: { new: number; changed: number; unchanged: number; leaving: number };
  progress: { done: number; total: number };
  failure: string | null | undefined;
  eligibilityDifference:
    | {
        total: number;
        changes: readonly {
          employeeNumber: string;
          name: string;
          change: string;
          gains: readonly string[];
          loses: readonly string[];
        }[];
      }
    | null
    | undefined;
}

type Change = NonNullable<UploadView['eligibilityDifference']>['changes'][number];

export function DryRun({ upload }: { upload: UploadView }) {
  const difference = upload.eligibilityDifference;
  const unlisted = upload.errorCount - upload.errors.length;
  return (
    <Stack gap="5" data-testid="upload-data-dry-run">
      <Stack gap="1">
        <Text as="h3" fontWeight="600" fontSize="lg" color="gray.900" wordBreak="break-word">
          {S.dryRunHeading(upload.fileName)}
        </Text>
        <Text color="gray.700">{S.dryRunRows(upload.rows)}</Text>
      </Stack>
      <SimpleGrid
        role="group"
        aria-label={S.countsLabel}
        columns={{ base: 2, sm: 4 }}
        gap="3"
        data-testid="upload-data-counts"
      >
        {(['new', 'changed', 'unchanged', 'leaving'] as const).map((key) => (
          <Stat.Root key={key} bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="3">
            <Stat.Label color="gray.700">{S.counts[key]}</Stat.Label>
            <Stat.ValueText color="gray.900">{upload.counts[key].toLocaleString('en-GB')}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {upload.errorCount > 0 ? (
        <Stack as="section" aria-labelledby="upload-data-errors" gap="2" data-testid="upload-data-errors">
          <Text as="h3" id="upload-data-errors" fontWeight="600" color="red.700">
            {S.errorsHeading(upload.errorCount)}
          </Text>
          <Text color="gray.700">{S.errorsHint}</Text>
          <Box
            role="region"
            maxH="20rem"
            overflowY="auto"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="3"
            bg="white"
            tabIndex={0}
            aria-labelledby="upload-data-errors"
          >
            <List.Root gap="1" ps="4">
              {upload.errors.map((error, index) => (
                <List.Item key={`${error.row}-${index}`} color="gray.800">
                  {error.message}
                </List.Item>
              ))}
            </List.Root>
            {unlisted > 0 ? (
              <Text mt="2" fontWeight="600" color="gray.800">
                {S.andMore(unlisted)}
              </Text>
            ) : null}
          </Box>
        </Stack>
      ) : (
        <Text color="green.800">{S.noErrors}</Text>
      )}
      {difference ? (
        <Stack as="section" aria-labelledby="upload-data-eligibility" gap="2" data-testid="upload-data-eligibility">
          <Text as="h3" id="upload-data-eligibility" fontWeight="600" color="gray.900">
            {S.eligibilityHeading}
          </Text>
          {difference.total === 0 ? (
            <Text color="gray.700">{S.eligibilityNone}</Text>
          ) : (
            <>
              {/* Scrolls sideways on a wide screen if it must; on a narrow one the rows are cards. */}
              <Box role="region" aria-labelledby="upload-data-eligibility" tabIndex={0} overflowX={{ md: 'auto' }}>
                <StackedTable<Change>
                  caption={S.eligibilityHeading}
                  captionHidden
                  rows={difference.changes}
                  rowKey={(change) => change.employeeNumber}
                  columns={[
                    { header: S.employee, cell: (change) => `${change.name} (${change.employeeNumber})` },
                    { header: S.change, cell: (change) => S.changeKinds[change.change] ?? change.change },
                    { header: S.gains, cell: (change) => (change.gains.length ? change.gains.join(', ') : S.none) },
                    { header: S.loses, cell: (change) => (change.loses.length ? change.loses.join(', ') : S.none) },
                  ]}
                />
              </Box>
              {difference.total > difference.changes.length ? (
                <Text color="gray.800">{S.andMore(difference.total - difference.changes.length)}</Text>
              ) : null}
            </>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
