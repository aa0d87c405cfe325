import { graphql } from 'react-relay';
import type { useSaveChoiceAnswersMutation as Mutation } from '../../../__generated__/useSaveChoiceAnswersMutation.graphql';
import { useMutationAsPromise } from '../../../relay/commitAsPromise';

/** Keeps the answers and answers the recommendations they lead to (HelpMeChoose has no id: the screen holds the payload). */
export function useSaveChoiceAnswersMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSaveChoiceAnswersMutation($input: SaveChoiceAnswersInput!) {
      saveChoiceAnswers(input: $input) {
        helpMeChoose {
          ...HelpMeChooseScreen_helpMeChoose
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
