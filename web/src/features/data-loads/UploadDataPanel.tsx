// The upload-data side panel (docs/data-loads.md). Before an upload: the template to download, the
// last upload's date and the history. Choosing a file and "Check file" sends it to the gateway's
// upload route; the dry run comes back (counts, errors, and for a client with the eligibility
// impact the benefits gained and lost). Apply starts the job, whose progress is read every second
// until it is applied or has failed; Cancel discards the dry run (so does closing the panel).
// The steps are state of their own (uploadPanel.ts); this draws them and sends what they ask.
import { Alert, Box, Button, Checkbox, Field, Input, Link, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { dataLoadMaxBytes } from '@portal/contract/data-loads';
import { Suspense, useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { commitMutation, fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { UploadDataPanelQuery } from '../../__generated__/UploadDataPanelQuery.graphql';
import type { UploadDataPanelUploadQuery } from '../../__generated__/UploadDataPanelUploadQuery.graphql';
import type { useDiscardEmployeeDataUploadMutation } from '../../__generated__/useDiscardEmployeeDataUploadMutation.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { usePolling } from '../../hooks/usePolling';
import { SidePanel } from '../../shell/SidePanel';
import { DataLoadHistory } from './DataLoadHistory';
import { DryRun, type UploadView } from './DryRun';
import { dataLoadStrings as S, formatWhen } from './strings';
import { templateCsvUrl } from './templateCsv';
import { fileProblem, uploadEmployeeData } from './uploadEmployeeData';
import { hasGivenUpPolling, initialUploadPanel, isApplying, isPolling, uploadPanelReducer } from './uploadPanel';
import { useApplyEmployeeDataUploadMutation } from './useApplyEmployeeDataUploadMutation';
import { useDiscardEmployeeDataUploadMutation as useDiscardMutation } from './useDiscardEmployeeDataUploadMutation';

const uploadDataPanelQuery = graphql`
  query UploadDataPanelQuery {
    viewer {
      dataLoads {
        uploadUrl
        eligibilityImpact
        templateFileName
        templateColumns {
          name
          example
        }
        dateLastUpload
        ...DataLoadHistory_dataLoads
      }
    }
  }
`;

const uploadQuery = graphql`
  query UploadDataPanelUploadQuery($id: ID!) {
    viewer {
      dataLoads {
        employeeDataUpload(id: $id) {
          id
          fileName
          rows
          status
          errorCount
          errors {
            row
            message
          }
          counts {
            new
            changed
            unchanged
            leaving
          }
          progress {
            done
            total
          }
          failure
          eligibilityDifference {
            total
            changes {
              employeeNumber
              name
              change
              gains
              loses
            }
          }
        }
      }
    }
  }
`;

// The discard sent when the panel closes on a dry run: the component is gone by then, so it is
// committed on the environment rather than through a hook.
const discardOnCloseMutation = graphql`
  mutation UploadDataPanelDiscardMutation($input: DiscardEmployeeDataUploadInput!) {
    discardEmployeeDataUpload(input: $input) {
      discarded
    }
  }
`;

function LoadProblem() {
  return (
    <Alert.Root status="error" rounded="lg">
      <Alert.Indicator />
      <Alert.Title role="alert">{S.loadFailed}</Alert.Title>
    </Alert.Root>
  );
}

export interface UploadDataPanelProps {
  open: boolean;
  onClose: () => void;
  /** The employees changed: an upload was applied, or one undone. */
  onChanged?: () => void;
  /** How long to wait between reads of an applying upload's progress (tests pass less). */
  pollMs?: number;
}

export function UploadDataPanel({ open, onClose, onChanged, pollMs = 1000 }: UploadDataPanelProps) {
  return (
    <SidePanel kind="upload-data" open={open} onClose={onClose} title={S.title} size="lg">
      <ErrorBoundary fallback={<LoadProblem />}>
        <Suspense
          fallback={
            <Stack direction="row" gap="3" align="center" role="status">
              <Spinner size="sm" />
              <Text>{S.loading}</Text>
            </Stack>
          }
        >
          <UploadDataContent onClose={onClose} onChanged={onChanged} pollMs={pollMs} />
        </Suspense>
      </ErrorBoundary>
    </SidePanel>
  );
}

interface FileValues {
  files: FileList | null;
}

function UploadDataContent({
  onClose,
  onChanged,
  pollMs,
}: {
  onClose: () => void;
  onChanged?: () => void;
  pollMs: number;
}) {
  const environment = useRelayEnvironment();
  const { viewer } = useLazyLoadQuery<UploadDataPanelQuery>(
    uploadDataPanelQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const dataLoads = viewer?.dataLoads ?? null;
  const [state, dispatch] = useReducer(uploadPanelReducer, initialUploadPanel);
  const { upload, sendWelcomeEmails, banner, busy } = state;
  const [applyUpload] = useApplyEmployeeDataUploadMutation();
  const [discardUpload] = useDiscardMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<FileValues>({
    defaultValues: { files: null },
  });
  const { errors, isSubmitting } = formState;

  // A dry run left behind when the panel closes is discarded: nothing of the file is kept.
  const current = useRef<UploadView | null>(null);
  useEffect(() => {
    current.current = upload;
  }, [upload]);
  useEffect(
    () => () => {
      const left = current.current;
      if (left?.status === 'CHECKED') {
        commitMutation<useDiscardEmployeeDataUploadMutation>(environment, {
          mutation: discardOnCloseMutation,
          variables: { input: { id: left.id } },
        });
      }
    },
    [environment],
  );

  const readUpload = useCallback(
    (id: string) =>
      fetchQuery<UploadDataPanelUploadQuery>(environment, uploadQuery, { id }, { fetchPolicy: 'network-only' }),
    [environment],
  );

  // While it is applied, the upload is read again every `pollMs` until it is done.
  const status = upload?.status ?? null;
  const uploadId = upload?.id ?? null;
  usePolling(
    (signal) =>
      new Promise<void>((settled) => {
        if (!uploadId) return settled();
        const subscription = readUpload(uploadId).subscribe({
          next: (data) => dispatch({ type: 'polled', upload: data.viewer?.dataLoads?.employeeDataUpload ?? null }),
          error: () => {
            dispatch({ type: 'poll-failed' });
            settled();
          },
          complete: settled,
        });
        signal.addEventListener('abort', () => {
          subscription.unsubscribe();
          settled();
        });
      }),
    pollMs,
    isPolling(state),
  );

  // Once applied (or failed), the history and the last upload's date are read afresh.
  const finished = status === 'APPLIED' || status === 'FAILED';
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    if (status === 'APPLIED') changed.current?.();
  }, [status]);
  useEffect(() => {
    if (!finished) return undefined;
    const subscription = fetchQuery<UploadDataPanelQuery>(
      environment,
      uploadDataPanelQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({});
    return () => subscription.unsubscribe();
  }, [finished, environment]);

  if (!dataLoads) return <LoadProblem />;

  const startAgain = () => {
    dispatch({ type: 'start-again' });
    reset({ files: null });
  };

  const check = handleSubmit(async ({ files }) => {
    dispatch({ type: 'check-started' });
    const file = files?.[0];
    if (!file) return;
    const answer = await uploadEmployeeData(dataLoads.uploadUrl, file, S.uploadFailed);
    if (!answer.ok) {
      setError('files', { type: 'server', message: answer.message });
      return;
    }
    try {
      const data = await readUpload(String(answer.uploadId)).toPromise();
      const read = data?.viewer?.dataLoads?.employeeDataUpload;
      if (!read) throw new Error('The upload was not found');
      dispatch({ type: 'checked', upload: read });
    } catch {
      setError('files', { type: 'server', message: S.uploadFailed });
    }
  });

  const apply = async (dryRun: UploadView) => {
    dispatch({ type: 'mutation-started' });
    try {
      const { applyEmployeeDataUpload: payload } = await applyUpload({ input: { id: dryRun.id, sendWelcomeEmails } });
      if (payload.upload && payload.errors.length === 0)
        dispatch({ type: 'apply-accepted', status: payload.upload.status, progress: payload.upload.progress });
      else dispatch({ type: 'mutation-refused', message: payload.errors[0]?.message ?? S.applyFailed });
    } catch {
      dispatch({ type: 'mutation-refused', message: S.applyFailed });
    }
  };

  const cancel = async (dryRun: UploadView) => {
    dispatch({ type: 'mutation-started' });
    try {
      const { discardEmployeeDataUpload: payload } = await discardUpload({ input: { id: dryRun.id } });
      if (payload.discarded) startAgain();
      else dispatch({ type: 'mutation-refused', message: payload.errors[0]?.message ?? S.discardFailed });
    } catch {
      dispatch({ type: 'mutation-refused', message: S.discardFailed });
    }
  };

  const bannerAlert = (
    <Box aria-live="polite">
      {banner ? (
        <Alert.Root status="error" rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title role="alert">{banner}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );

  let step: ReactNode;
  if (!upload) {
    const fileError = errors.files?.message;
    step = (
      <form noValidate onSubmit={(event) => void check(event)} data-testid="upload-data-form">
        <Stack gap="4">
          <Field.Root invalid={Boolean(fileError)} required>
            <Field.Label>{S.fileLabel}</Field.Label>
            <Input
              type="file"
              accept=".csv,.xlsx"
              data-testid="upload-data-file"
              bg="white"
              py="1.5"
              h="auto"
              {...register('files', {
                validate: (files) =>
                  fileProblem(
                    files?.[0],
                    { required: S.fileRequired, type: S.fileType, tooLarge: S.fileTooLarge, empty: S.fileEmpty },
                    dataLoadMaxBytes,
                  ) ?? true,
              })}
            />
            <Field.HelperText>{S.fileHint}</Field.HelperText>
            <Field.ErrorText data-testid="upload-data-file-error">{fileError}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              loading={isSubmitting}
              loadingText={S.checking}
              data-testid="upload-data-check"
            >
              {S.checkFile}
            </Button>
          </Box>
        </Stack>
      </form>
    );
  } else if (upload.status === 'CHECKED') {
    step = (
      <Stack gap="5">
        <DryRun upload={upload} />
        <Checkbox.Root
          checked={sendWelcomeEmails}
          onCheckedChange={(change) => dispatch({ type: 'welcome-emails-set', send: change.checked === true })}
          colorPalette="brand"
          data-testid="upload-data-welcome"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{S.sendWelcomeEmails}</Checkbox.Label>
        </Checkbox.Root>
        {bannerAlert}
        <Stack direction="row" gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            disabled={upload.errorCount > 0 || busy}
            loading={busy}
            loadingText={S.applyingButton}
            onClick={() => void apply(upload)}
            data-testid="upload-data-apply"
          >
            {S.apply}
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void cancel(upload)}
            data-testid="upload-data-cancel"
          >
            {S.cancel}
          </Button>
        </Stack>
      </Stack>
    );
  } else if (isApplying(upload.status)) {
    const { done, total } = upload.progress;
    step = (
      <Stack gap="3" data-testid="upload-data-progress">
        <Progress.Root
          value={total > 0 ? done : null}
          max={Math.max(total, 1)}
          colorPalette="brand"
          aria-label={S.progressLabel}
        >
          <Progress.Label mb="2">{S.progress(done, total)}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {hasGivenUpPolling(state) ? <Text color="gray.800">{S.pollFailed}</Text> : null}
      </Stack>
    );
  } else {
    const ok = upload.status === 'APPLIED';
    step = (
      <Stack gap="4" align="flex-start" data-testid="upload-data-result">
        <Alert.Root status={ok ? 'success' : 'error'} rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title role={ok ? 'status' : 'alert'}>{ok ? S.applied(upload.fileName) : S.failed}</Alert.Title>
            {ok ? null : (
              <Alert.Description>
                {upload.failure ? `${upload.failure}. ` : ''}
                {S.nothingChanged}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
        <Stack direction="row" gap="3" wrap="wrap">
          <Button variant="outline" colorPalette="brand" onClick={startAgain}>
            {S.uploadAnother}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {S.close}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack
      gap="6"
      data-testid="upload-data-panel"
      data-variant={dataLoads.eligibilityImpact ? 'eligibility-impact' : 'standard'}
    >
      <Text color="gray.800">{dataLoads.eligibilityImpact ? S.introEligibility : S.intro}</Text>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        align={{ base: 'flex-start', sm: 'center' }}
        justify="space-between"
      >
        <Text color="gray.800" data-testid="upload-data-last-upload">
          {dataLoads.dateLastUpload ? S.lastUpload(formatWhen(dataLoads.dateLastUpload)) : S.noUploadYet}
        </Text>
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <Link
            href={templateCsvUrl(dataLoads.templateColumns)}
            download={dataLoads.templateFileName}
            data-testid="upload-data-template"
            textDecoration="none"
          >
            {S.downloadTemplate}
          </Link>
        </Button>
      </Stack>
      {step}
      <DataLoadHistory dataLoads={dataLoads} onUndone={onChanged} />
    </Stack>
  );
}
