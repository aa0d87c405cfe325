import { graphql } from 'react-relay';
import type { useCheckActivationPasswordMutation as Mutation } from '../../__generated__/useCheckActivationPasswordMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The nine rules for the typed password, sent with the activation id. */
export function useCheckActivationPasswordMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useCheckActivationPasswordMutation($input: CheckActivationPasswordInput!) {
      checkActivationPassword(input: $input) {
        ...NewPasswordForm_checked @relay(mask: false)
      }
    }
  `);
}
