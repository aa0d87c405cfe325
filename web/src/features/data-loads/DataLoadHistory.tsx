// The upload-data panel's history: who applied which file when, its rows and result (Applied,
// Failed, Undone, or "Undo of {file}"), and Undo on the last applied load, behind a confirmation
// that says what undoing does.
import { Alert, Box, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DataLoadHistory_dataLoads$key } from '../../__generated__/DataLoadHistory_dataLoads.graphql';
import { ModalDialog } from '../../shell/ModalDialog';
import { StackedTable } from '../../tables/StackedTable';
import { dataLoadStrings as S, formatWhen } from './strings';
import { useUndoDataLoadMutation } from './useUndoDataLoadMutation';

interface Load {
  id: string;
  fileName: string;
  uploadedBy: string;
  uploadedAt: string;
  rows: number;
  result: string;
  canUndo: boolean;
  counts: { new: number; changed: number; leaving: number };
}

export function DataLoadHistory({
  dataLoads,
  onUndone,
}: {
  dataLoads: DataLoadHistory_dataLoads$key;
  onUndone?: () => void;
}) {
  const { history } = useFragment(
    graphql`
      fragment DataLoadHistory_dataLoads on DataLoads {
        history {
          id
          fileName
          uploadedBy
          uploadedAt
          rows
          result
          canUndo
          counts {
            new
            changed
            leaving
          }
        }
      }
    `,
    dataLoads,
  );
  const [confirming, setConfirming] = useState<Load | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [undoLoad] = useUndoDataLoadMutation();

  const undo = async (load: Load) => {
    setUndoing(true);
    try {
      const { undoDataLoad } = await undoLoad({ input: { id: load.id } });
      const refused = undoDataLoad.errors[0]?.message;
      setMessage(refused ? { ok: false, text: refused } : { ok: true, text: S.undone(load.fileName) });
      if (!refused) onUndone?.();
    } catch {
      setMessage({ ok: false, text: S.undoFailed });
    } finally {
      setUndoing(false);
      setConfirming(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="upload-data-history" gap="3" data-testid="upload-data-history">
      <Text as="h3" id="upload-data-history" fontWeight="600" fontSize="lg" color="gray.900">
        {S.historyHeading}
      </Text>
      <Box aria-live="polite">
        {message ? (
          <Alert.Root status={message.ok ? 'success' : 'error'} rounded="lg" size="sm">
            <Alert.Indicator />
            <Alert.Title role={message.ok ? 'status' : 'alert'}>{message.text}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Box>
      {history.length === 0 ? (
        <Text color="gray.700">{S.historyEmpty}</Text>
      ) : (
        // Scrolls sideways on a wide screen if it must; on a narrow one the rows are cards.
        <Box role="region" aria-labelledby="upload-data-history" tabIndex={0} overflowX={{ md: 'auto' }}>
          <StackedTable<Load>
            caption={S.historyHeading}
            captionHidden
            rows={history}
            rowKey={(load) => load.id}
            columns={[
              {
                header: S.file,
                cell: (load) => (
                  <Text as="span" wordBreak="break-word">
                    {load.fileName}
                  </Text>
                ),
              },
              { header: S.who, cell: (load) => load.uploadedBy },
              { header: S.when, cell: (load) => formatWhen(load.uploadedAt) },
              { header: S.rows, numeric: true, cell: (load) => load.rows.toLocaleString('en-GB') },
              {
                header: S.result,
                cell: (load) =>
                  load.result === 'UNDO' ? S.undoOf(load.fileName) : (S.results[load.result] ?? load.result),
              },
              {
                header: S.action,
                cell: (load) =>
                  load.canUndo ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      aria-label={S.undoLabel(load.fileName)}
                      data-testid="upload-data-undo"
                      onClick={() => setConfirming(load)}
                    >
                      {S.undo}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Box>
      )}
      {confirming ? (
        <ModalDialog
          open
          onClose={() => (undoing ? undefined : setConfirming(null))}
          role="alertdialog"
          title={S.undoTitle}
          closable={!undoing}
          footer={
            <>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={undoing}>
                  {S.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                loading={undoing}
                loadingText={S.undoing}
                data-testid="upload-data-undo-confirm"
                onClick={() => void undo(confirming)}
              >
                {S.undoConfirm}
              </Button>
            </>
          }
        >
          <Text>{S.undoEffect(confirming.fileName, confirming.counts)}</Text>
        </ModalDialog>
      ) : null}
    </Stack>
  );
}
