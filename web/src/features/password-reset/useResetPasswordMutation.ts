import { graphql } from 'react-relay';
import type { useResetPasswordMutation as Mutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Step 2: token, date of birth (DD/MM/YYYY), password and its confirmation. */
export function useResetPasswordMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        reset
        redirectUrl
        linkExpired
        checks {
          code
          name
          met
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
