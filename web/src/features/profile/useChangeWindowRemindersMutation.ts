import { graphql } from 'react-relay';
import type { useChangeWindowRemindersMutation as Mutation } from '../../__generated__/useChangeWindowRemindersMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** The viewer comes back with the choice as stored, so the switch shows what the api kept. */
export function useChangeWindowRemindersMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useChangeWindowRemindersMutation($input: ChangeWindowRemindersInput!) {
      changeWindowReminders(input: $input) {
        viewer {
          ...WindowReminders_viewer
        }
        errors {
          message
        }
      }
    }
  `);
}
