import { graphql } from 'react-relay';
import type { useApplyEmployeeDataUploadMutation as Mutation } from '../../__generated__/useApplyEmployeeDataUploadMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Applies a dry run as a job; the panel then polls the upload for its progress. */
export function useApplyEmployeeDataUploadMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useApplyEmployeeDataUploadMutation($input: ApplyEmployeeDataUploadInput!) {
      applyEmployeeDataUpload(input: $input) {
        upload {
          id
          status
          progress {
            done
            total
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
