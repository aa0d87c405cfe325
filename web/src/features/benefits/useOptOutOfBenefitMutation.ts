import { graphql } from 'react-relay';
import type { useOptOutOfBenefitMutation as Mutation } from '../../__generated__/useOptOutOfBenefitMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/**
 * Opting out: the selection's status becomes opted-out and the benefit is read
 * again; the payload brings the whole page's fields, so the page shows the new status, costs and
 * actions from the store without another request.
 */
export function useOptOutOfBenefitMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useOptOutOfBenefitMutation($input: OptOutOfBenefitInput!) {
      optOutOfBenefit(input: $input) {
        benefit {
          ...BenefitScreen_benefit
          ...BenefitCard_benefit
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
