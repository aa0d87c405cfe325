import { graphql } from 'react-relay';
import type { useChangeEmailMutation as Mutation } from '../../__generated__/useChangeEmailMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Mails a confirmation link to the new address; the viewer comes back with the pending change. */
export function useChangeEmailMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useChangeEmailMutation($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        sentTo
        userAccountLocked
        viewer {
          ...EmailChange_viewer
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
