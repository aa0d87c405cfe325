import { graphql } from 'react-relay';
import type { useVoucherOrderMutationsCreateMutation as Create } from '../../__generated__/useVoucherOrderMutationsCreateMutation.graphql';
import type { useVoucherOrderMutationsPlaceMutation as Place } from '../../__generated__/useVoucherOrderMutationsPlaceMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** ccv/manage/orders: saves or places the month's order; the screen comes back as it now stands. */
export function useCreateVoucherOrderMutation() {
  return useMutationAsPromise<Create>(graphql`
    mutation useVoucherOrderMutationsCreateMutation($input: CreateVoucherOrderInput!) {
      createVoucherOrder(input: $input) {
        order {
          id
        }
        viewer {
          id
          voucherManagement {
            ...VoucherManagementScreen_management
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

/** ccv/manage/orders/{id}/place: places a saved order. */
export function usePlaceVoucherOrderMutation() {
  return useMutationAsPromise<Place>(graphql`
    mutation useVoucherOrderMutationsPlaceMutation($input: PlaceVoucherOrderInput!) {
      placeVoucherOrder(input: $input) {
        order {
          id
        }
        viewer {
          id
          voucherManagement {
            ...VoucherManagementScreen_management
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
