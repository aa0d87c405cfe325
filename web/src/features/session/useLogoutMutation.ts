import { graphql } from 'react-relay';
import type { useLogoutMutation as Mutation } from '../../__generated__/useLogoutMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Ends the session on the server; answers with the single-sign-on logout URL when there is one. */
export function useLogoutMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useLogoutMutation($input: LogoutInput!) {
      logout(input: $input) {
        ssoLogoutUrl
        errors {
          field
          message
        }
      }
    }
  `);
}
