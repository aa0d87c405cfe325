import type { useCheckLoginEmailMutation as Mutation } from '../../__generated__/useCheckLoginEmailMutation.graphql';
import { graphql, usePlainMutation } from '../../relay/plainOperations';

/** Asks whether an email signs in through single sign-on, and whether its next attempt needs the robot check (the login's first step). */
export function useCheckLoginEmailMutation() {
  return usePlainMutation<Mutation>(graphql`
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
