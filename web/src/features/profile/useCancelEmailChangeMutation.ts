import { graphql } from 'react-relay';
import type { useCancelEmailChangeMutation as Mutation } from '../../__generated__/useCancelEmailChangeMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

export function useCancelEmailChangeMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useCancelEmailChangeMutation($input: CancelEmailChangeInput!) {
      cancelEmailChange(input: $input) {
        viewer {
          ...EmailChange_viewer
        }
        errors {
          message
        }
      }
    }
  `);
}
