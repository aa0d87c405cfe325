import { graphql } from 'react-relay';
import type { useActivateAccountMutation as Mutation } from '../../__generated__/useActivateAccountMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The password step: activates the account and logs in, or leads on to 2FA setup. */
export function useActivateAccountMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useActivateAccountMutation($input: ActivateAccountInput!) {
      activateAccount(input: $input) {
        accessToken
        expiresIn
        requiresTwoFactorSetup
        twoFactorSecret
        twoFactorUrl
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
