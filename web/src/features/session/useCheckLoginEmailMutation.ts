import { graphql } from 'react-relay';
import type { useCheckLoginEmailMutation as Mutation } from '../../__generated__/useCheckLoginEmailMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Asks whether an email signs in through single sign-on, and whether its next attempt needs the robot check (the login's first step). */
export function useCheckLoginEmailMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useCheckLoginEmailMutation($input: CheckLoginEmailInput!) {
      checkLoginEmail(input: $input) {
        hasSso
        ssoUrl
        showRecaptcha
        errors {
          field
          message
        }
      }
    }
  `);
}
