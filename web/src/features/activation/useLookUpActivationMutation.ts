import { graphql } from 'react-relay';
import type { useLookUpActivationMutation as Mutation } from '../../__generated__/useLookUpActivationMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The activation lookup (POST activation/{id}) before the steps show. */
export function useLookUpActivationMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useLookUpActivationMutation($input: LookUpActivationInput!) {
      lookUpActivation(input: $input) {
        found
        firstName
        surname
        email
        requiresTwoFa
      }
    }
  `);
}
