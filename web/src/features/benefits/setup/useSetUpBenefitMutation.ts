import { graphql } from 'react-relay';
import type { useSetUpBenefitMutation as Mutation } from '../../../__generated__/useSetUpBenefitMutation.graphql';
import { useMutationAsPromise } from '../../../relay/commitAsPromise';

/**
 * Choosing or changing a benefit (the gateway POSTs for a first choice or a reapply, PATCHes
 * otherwise). The payload's benefit is read afresh, so every screen that shows its status, costs
 * or terms follows from the store without a refetch.
 */
export function useSetUpBenefitMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSetUpBenefitMutation($input: SetUpBenefitInput!) {
      setUpBenefit(input: $input) {
        benefit {
          id
          status
          statusLabel
          costs {
            employeeGross
            employeeNet
            taxSaving
            niSaving
            employer
          }
          ...BenefitSetupScreen_benefit
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
