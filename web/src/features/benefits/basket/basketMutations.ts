// The basket's mutations. Each answers the basket read afresh (one id a person, so the store
// replaces the one shown); Confirm also answers each benefit afresh, so its card shows its new status.
import { graphql } from 'react-relay';
import type { basketMutationsAddMutation } from '../../../__generated__/basketMutationsAddMutation.graphql';
import type { basketMutationsConfirmMutation } from '../../../__generated__/basketMutationsConfirmMutation.graphql';
import type { basketMutationsRemoveMutation } from '../../../__generated__/basketMutationsRemoveMutation.graphql';
import { useMutationAsPromise } from '../../../relay/commitAsPromise';

// What a change to the basket answers: the basket read afresh, or why the change was refused.
export const basketPayload = graphql`
  fragment basketMutations_payload on BasketPayload {
    basket {
      id
      ...BasketPanel_basket
    }
    errors {
      field
      message
    }
  }
`;

export function useAddToBasketMutation() {
  return useMutationAsPromise<basketMutationsAddMutation>(graphql`
    mutation basketMutationsAddMutation($input: AddToBasketInput!) {
      addToBasket(input: $input) {
        ...basketMutations_payload @relay(mask: false)
      }
    }
  `);
}

export function useRemoveFromBasketMutation() {
  return useMutationAsPromise<basketMutationsRemoveMutation>(graphql`
    mutation basketMutationsRemoveMutation($input: RemoveFromBasketInput!) {
      removeFromBasket(input: $input) {
        ...basketMutations_payload @relay(mask: false)
      }
    }
  `);
}

export function useConfirmBasketMutation() {
  return useMutationAsPromise<basketMutationsConfirmMutation>(graphql`
    mutation basketMutationsConfirmMutation($input: ConfirmBasketInput!) {
      confirmBasket(input: $input) {
        outcomes {
          title
          outcome
          message
          benefit {
            id
            status
            statusLabel
          }
        }
        basket {
          id
          ...BasketPanel_basket
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
