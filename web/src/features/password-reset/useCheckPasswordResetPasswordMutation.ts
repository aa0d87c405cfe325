import { graphql } from 'react-relay';
import type { useCheckPasswordResetPasswordMutation as Mutation } from '../../__generated__/useCheckPasswordResetPasswordMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The nine rules for the typed password, sent with the link's token. */
export function useCheckPasswordResetPasswordMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useCheckPasswordResetPasswordMutation($input: CheckPasswordResetPasswordInput!) {
      checkPasswordResetPassword(input: $input) {
        ...NewPasswordForm_checked @relay(mask: false)
      }
    }
  `);
}
