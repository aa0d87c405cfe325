import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as Mutation } from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Forgotten password: email and the solved robot check; errors come back in the spec's words. */
export function useRequestPasswordResetMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        sent
        errors {
          field
          message
        }
      }
    }
  `);
}
