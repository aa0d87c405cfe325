import { graphql } from 'react-relay';
import type { useSsoLoginMutation as Mutation } from '../../__generated__/useSsoLoginMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Exchanges the token of /sso-login/* (an sso token, or a masquerade link) for a session, or for the 2FA step it owes. */
export function useSsoLoginMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSsoLoginMutation($input: SsoLoginInput!) {
      ssoLogin(input: $input) {
        accessToken
        expiresIn
        masqueradeUserId
        masqueradeSchemeYear
        requiresTwoFactorSetup
        requiresTwoFactorValidation
        twoFactorSetup {
          secret
          url
        }
        ssoPendingToken
        failure
        errors {
          field
          message
        }
      }
    }
  `);
}
