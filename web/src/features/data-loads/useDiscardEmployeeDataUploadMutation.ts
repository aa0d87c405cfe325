import { graphql } from 'react-relay';
import type { useDiscardEmployeeDataUploadMutation as Mutation } from '../../__generated__/useDiscardEmployeeDataUploadMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Abandons a dry run: what the api read from the file is deleted. */
export function useDiscardEmployeeDataUploadMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useDiscardEmployeeDataUploadMutation($input: DiscardEmployeeDataUploadInput!) {
      discardEmployeeDataUpload(input: $input) {
        discarded
        errors {
          field
          message
        }
      }
    }
  `);
}
