import { graphql } from 'react-relay';
import type { useResendWelcomeEmailsMutation as Mutation } from '../../__generated__/useResendWelcomeEmailsMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** companies/{id}/welcome-email-resends: every unregistered employee of the company. */
export function useResendWelcomeEmailsMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useResendWelcomeEmailsMutation($input: ResendWelcomeEmailsInput!) {
      resendWelcomeEmails(input: $input) {
        queuedCount
        errors {
          field
          message
        }
      }
    }
  `);
}
