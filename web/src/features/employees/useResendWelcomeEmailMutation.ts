import { graphql } from 'react-relay';
import type { useResendWelcomeEmailMutation as Mutation } from '../../__generated__/useResendWelcomeEmailMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** employees/{id}/welcome-email-resends: one unregistered employee. */
export function useResendWelcomeEmailMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useResendWelcomeEmailMutation($input: ResendWelcomeEmailInput!) {
      resendWelcomeEmail(input: $input) {
        sent
        errors {
          field
          message
        }
      }
    }
  `);
}
