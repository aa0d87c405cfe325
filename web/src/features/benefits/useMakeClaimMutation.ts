import { graphql } from 'react-relay';
import type { useMakeClaimMutation as Mutation } from '../../__generated__/useMakeClaimMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** A claim with an uploaded receipt; the benefit comes back with its claims, so the list shows the new one. */
export function useMakeClaimMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useMakeClaimMutation($input: MakeClaimInput!) {
      makeClaim(input: $input) {
        claim {
          id
        }
        benefit {
          ...ClaimsList_benefit
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
