import { graphql } from 'react-relay';
import type { useDecideSelectionsMutation as Mutation } from '../../__generated__/useDecideSelectionsMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The approval submission: selectionIds and approval (true approves, false rejects). */
export function useDecideSelectionsMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useDecideSelectionsMutation($input: DecideSelectionsInput!) {
      decideSelections(input: $input) {
        processedCount
        errors {
          field
          message
        }
      }
    }
  `);
}
