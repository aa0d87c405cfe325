import { graphql } from 'react-relay';
import type { useValidatePasswordResetLinkMutation as Mutation } from '../../__generated__/useValidatePasswordResetLinkMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Validates the link (POST, token in the path) before the wizard shows. */
export function useValidatePasswordResetLinkMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useValidatePasswordResetLinkMutation($input: ValidatePasswordResetLinkInput!) {
      validatePasswordResetLink(input: $input) {
        valid
        message
      }
    }
  `);
}
