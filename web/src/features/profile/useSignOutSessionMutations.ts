import { graphql } from 'react-relay';
import type { useSignOutOtherSessionsMutation as SignOutOthers } from '../../__generated__/useSignOutOtherSessionsMutation.graphql';
import type { useSignOutSessionMutation as SignOutOne } from '../../__generated__/useSignOutSessionMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Ends one other session; the viewer's list comes back without it. */
export function useSignOutSessionMutation() {
  return useMutationAsPromise<SignOutOne>(graphql`
    mutation useSignOutSessionMutation($input: SignOutSessionInput!) {
      signOutSession(input: $input) {
        signedOut
        viewer {
          ...SignedInSessions_viewer
        }
        errors {
          message
        }
      }
    }
  `);
}

/** Ends every session but this one. */
export function useSignOutOtherSessionsMutation() {
  return useMutationAsPromise<SignOutOthers>(graphql`
    mutation useSignOutOtherSessionsMutation($input: SignOutOtherSessionsInput!) {
      signOutOtherSessions(input: $input) {
        signedOut
        viewer {
          ...SignedInSessions_viewer
        }
        errors {
          message
        }
      }
    }
  `);
}
