import { graphql } from 'react-relay';
import type { useEditFamilyMemberMutation as Mutation } from '../../__generated__/useEditFamilyMemberMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Edits a family member (or makes them inactive); the viewer comes back with its family. */
export function useEditFamilyMemberMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useEditFamilyMemberMutation($input: EditFamilyMemberInput!) {
      editFamilyMember(input: $input) {
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
