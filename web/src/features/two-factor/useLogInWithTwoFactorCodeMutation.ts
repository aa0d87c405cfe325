import { graphql } from 'react-relay';
import type { useLogInWithTwoFactorCodeMutation as Mutation } from '../../__generated__/useLogInWithTwoFactorCodeMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Finishes a password login with the six-digit code (/two-fa). */
export function useLogInWithTwoFactorCodeMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useLogInWithTwoFactorCodeMutation($input: LogInWithTwoFactorCodeInput!) {
      logInWithTwoFactorCode(input: $input) {
        accessToken
        expiresIn
        userAccountLocked
        showRecaptcha
        errors {
          field
          message
        }
      }
    }
  `);
}
