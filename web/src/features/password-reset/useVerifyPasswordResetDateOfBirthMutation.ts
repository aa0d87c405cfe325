import { graphql } from 'react-relay';
import type { useVerifyPasswordResetDateOfBirthMutation as Mutation } from '../../__generated__/useVerifyPasswordResetDateOfBirthMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Step 1: the date of birth (DD/MM/YYYY) against the link's account. */
export function useVerifyPasswordResetDateOfBirthMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useVerifyPasswordResetDateOfBirthMutation($input: VerifyPasswordResetDateOfBirthInput!) {
      verifyPasswordResetDateOfBirth(input: $input) {
        ...DateOfBirthForm_outcome @relay(mask: false)
      }
    }
  `);
}
