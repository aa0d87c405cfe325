import { graphql } from 'react-relay';
import type { useUpdateSupportSettingsMutation as Mutation } from '../../__generated__/useUpdateSupportSettingsMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** v2 support-settings: the viewer's settings come back and replace those in the store. */
export function useUpdateSupportSettingsMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useUpdateSupportSettingsMutation($input: UpdateSupportSettingsInput!) {
      updateSupportSettings(input: $input) {
        viewer {
          id
          platformSettings {
            ...SupportSettingsForm_settings
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
