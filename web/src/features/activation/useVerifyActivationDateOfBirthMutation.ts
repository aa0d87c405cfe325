import { graphql } from 'react-relay';
import type { useVerifyActivationDateOfBirthMutation as Mutation } from '../../__generated__/useVerifyActivationDateOfBirthMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The DOB step: the date (DD/MM/YYYY) against the link's account. */
export function useVerifyActivationDateOfBirthMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useVerifyActivationDateOfBirthMutation($input: VerifyActivationDateOfBirthInput!) {
      verifyActivationDateOfBirth(input: $input) {
        ...DateOfBirthForm_outcome @relay(mask: false)
      }
    }
  `);
}
