import { graphql } from 'react-relay';
import type { useDecideSelectionsMutation as Mutation } from '../../__generated__/useDecideSelectionsMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/**
 * The approval submission: selectionIds and approval (true approves, false rejects). The store
 * follows the decision: decided selections leave the lists they are in (`connections`), and the
 * pending counts are read afresh for every screen that shows them (the dashboard, the list of
 * benefits awaiting approval).
 */
export function useDecideSelectionsMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useDecideSelectionsMutation($input: DecideSelectionsInput!, $connections: [ID!]!) {
      decideSelections(input: $input) {
        processedCount
        decidedSelectionIds @deleteEdge(connections: $connections)
        viewer {
          selectionApprovals {
            ...PendingApprovalsList_summary
          }
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
