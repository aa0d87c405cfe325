import { graphql } from 'react-relay';
import type { useAcceptTermsMutation as Mutation } from '../../__generated__/useAcceptTermsMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/**
 * PATCHes termsAccepted; the returned viewer's siteTermsUpdated updates the shell's record, so the
 * guard shows the page the user came for.
 */
export function useAcceptTermsMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useAcceptTermsMutation($input: AcceptTermsInput!) {
      acceptTerms(input: $input) {
        termsRevision
        viewer {
          id
          siteTermsUpdated
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
