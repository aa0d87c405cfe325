import { graphql } from 'react-relay';
import type { useRequestReportMutation as Mutation } from '../../__generated__/useRequestReportMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Requests a report; the viewer's reports come back with it, so the list shows the new one. */
export function useRequestReportMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useRequestReportMutation($input: RequestReportInput!) {
      requestReport(input: $input) {
        report {
          id
        }
        viewer {
          reporting {
            ...ReportList_reporting
          }
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
