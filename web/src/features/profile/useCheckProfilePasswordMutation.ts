import { graphql } from 'react-relay';
import type { useCheckProfilePasswordMutation as Mutation } from '../../__generated__/useCheckProfilePasswordMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The rules as the server judges a typed password (rule 512 only at the change itself, with the current password). */
export function useCheckProfilePasswordMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useCheckProfilePasswordMutation($input: CheckProfilePasswordInput!) {
      checkProfilePassword(input: $input) {
        checks {
          code
          name
          met
        }
      }
    }
  `);
}
