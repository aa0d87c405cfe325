import { graphql } from 'react-relay';
import type { useStartMasqueradeMutation as Mutation } from '../../__generated__/useStartMasqueradeMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** A one-time masquerade link for a person (platform administrators only). */
export function useStartMasqueradeMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useStartMasqueradeMutation($input: StartMasqueradeInput!) {
      startMasquerade(input: $input) {
        url
        expiresAt
        errors {
          field
          message
        }
      }
    }
  `);
}
