// Downloads reports as the browser's own download: the gateway hands out a single-use link that
// works for at most a minute and carries no bearer token, and the browser follows it. One report
// comes as its file, several as a zip.
import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type {
  ReportFormat,
  useReportDownloadMutation as Mutation,
} from '../../__generated__/useReportDownloadMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';
import { reportsStrings as S } from './strings';

export type { ReportFormat };

/** Follows a download link the way a click on it would. */
export function followDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useReportDownload(): [
  (reportIds: readonly string[], format: ReportFormat) => Promise<boolean>,
  boolean,
  string | null,
] {
  const [commit] = useMutationAsPromise<Mutation>(graphql`
    mutation useReportDownloadMutation($input: CreateReportDownloadInput!) {
      createReportDownload(input: $input) {
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
    async (reportIds: readonly string[], format: ReportFormat) => {
      setBusy(true);
      setError(null);
      try {
        const { createReportDownload: payload } = await commit({ input: { reportIds: [...reportIds], format } });
        if (payload.url) {
          followDownload(payload.url);
          return true;
        }
        setError(payload.errors[0]?.message ?? S.downloadFailed);
      } catch {
        setError(S.downloadFailed);
      } finally {
        setBusy(false);
      }
      return false;
    },
    [commit],
  );
  return [download, busy, error];
}
