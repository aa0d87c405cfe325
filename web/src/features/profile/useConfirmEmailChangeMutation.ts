import { graphql } from 'react-relay';
import type { useConfirmEmailChangeMutation as Mutation } from '../../__generated__/useConfirmEmailChangeMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Follows the confirmation link: the viewer comes back with the new email (the header's too). */
export function useConfirmEmailChangeMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useConfirmEmailChangeMutation($input: ConfirmEmailChangeInput!) {
      confirmEmailChange(input: $input) {
        email
        viewer {
          email
          ...ProfileDetails_viewer
        }
        errors {
          message
        }
      }
    }
  `);
}
