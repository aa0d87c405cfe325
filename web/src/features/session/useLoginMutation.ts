import type { useLoginMutation as Mutation } from '../../__generated__/useLoginMutation.graphql';
import { graphql, usePlainMutation } from '../../relay/plainOperations';

/** The password login; expected failures come back in `errors`, in the spec's words. */
export function useLoginMutation() {
  return usePlainMutation<Mutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        accessToken
        expiresIn
        showRecaptcha
        userAccountLocked
        requiresTwoFactorSetup
        requiresTwoFactorValidation
        twoFactorSetup {
          secret
          url
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
