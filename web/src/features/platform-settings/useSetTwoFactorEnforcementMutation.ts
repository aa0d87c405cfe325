import { graphql } from 'react-relay';
import type { useSetTwoFactorEnforcementMutation as Mutation } from '../../__generated__/useSetTwoFactorEnforcementMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** v2 enforcement-setting: the viewer's settings come back and replace those in the store. */
export function useSetTwoFactorEnforcementMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSetTwoFactorEnforcementMutation($input: SetTwoFactorEnforcementInput!) {
      setTwoFactorEnforcement(input: $input) {
        viewer {
          id
          platformSettings {
            ...TwoFactorEnforcement_settings
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
