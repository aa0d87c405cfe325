import { graphql } from 'react-relay';
import type { useChangePasswordMutation as Mutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Every other session ends: the viewer comes back with the sessions list that shows it. */
export function useChangePasswordMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        changed
        userAccountLocked
        checks {
          code
          name
          met
        }
        viewer {
          ...SignedInSessions_viewer
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
