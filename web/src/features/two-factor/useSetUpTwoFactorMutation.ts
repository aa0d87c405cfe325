import { graphql } from 'react-relay';
import type { useSetUpTwoFactorMutation as Mutation } from '../../__generated__/useSetUpTwoFactorMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The two passes of 2FA setup at login: TEMPORARY checks a code, COMPLETE enables 2FA and logs in. */
export function useSetUpTwoFactorMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSetUpTwoFactorMutation($input: SetUpTwoFactorInput!) {
      setUpTwoFactor(input: $input) {
        verified
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
