import { graphql } from 'react-relay';
import type { useStartEmployeeMasqueradeMutation as Mutation } from '../../__generated__/useStartEmployeeMasqueradeMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The employer's magic link (masquerade/employer/{id}/{id}) for one of their employees. */
export function useStartEmployeeMasqueradeMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useStartEmployeeMasqueradeMutation($input: StartEmployeeMasqueradeInput!) {
      startEmployeeMasquerade(input: $input) {
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
