import { graphql } from 'react-relay';
import type { useAddFamilyMemberMutation as Mutation } from '../../__generated__/useAddFamilyMemberMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Adds a family member; the viewer comes back with its family, so the list shows them at once. */
export function useAddFamilyMemberMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useAddFamilyMemberMutation($input: AddFamilyMemberInput!) {
      addFamilyMember(input: $input) {
        familyMember {
          name
        }
        viewer {
          ...FamilyMembersSection_viewer
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
