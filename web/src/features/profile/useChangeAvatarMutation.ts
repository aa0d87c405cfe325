import { graphql } from 'react-relay';
import type { useChangeAvatarMutation as Mutation } from '../../__generated__/useChangeAvatarMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The viewer comes back with its avatar, so the header's user menu shows the new one at once. */
export function useChangeAvatarMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useChangeAvatarMutation($input: ChangeAvatarInput!) {
      changeAvatar(input: $input) {
        viewer {
          avatar
          ...AvatarPicker_viewer
        }
        errors {
          message
        }
      }
    }
  `);
}
