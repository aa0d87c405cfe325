// Downloads a report as the browser's own download: the gateway hands out a single-use link that
// works for at most a minute and carries no bearer token, and the browser follows it.
import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type {
  CreateEmployeeReportDownloadInput,
  useDownloadEmployeeReportMutation as Mutation,
} from '../../__generated__/useDownloadEmployeeReportMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';
import { employeeDataStrings as S } from './strings';

export function useDownloadEmployeeReport(): [
  (input: CreateEmployeeReportDownloadInput) => Promise<void>,
  boolean,
  string | null,
] {
  const [commit] = useMutationAsPromise<Mutation>(graphql`
    mutation useDownloadEmployeeReportMutation($input: CreateEmployeeReportDownloadInput!) {
      createEmployeeReportDownload(input: $input) {
        url
        errors {
          field
          message
        }
      }
    }
  `);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(
    async (input: CreateEmployeeReportDownloadInput) => {
      setBusy(true);
      setError(null);
      try {
        const { createEmployeeReportDownload: payload } = await commit({ input });
        if (payload.url) {
          const link = document.createElement('a');
          link.href = payload.url;
          link.rel = 'noopener';
          link.download = '';
          document.body.append(link);
          link.click();
          link.remove();
        } else setError(payload.errors[0]?.message ?? S.somethingWentWrong);
      } catch {
        setError(S.somethingWentWrong);
      } finally {
        setBusy(false);
      }
    },
    [commit],
  );
  return [download, busy, error];
}
