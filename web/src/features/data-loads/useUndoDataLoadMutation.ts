import { graphql } from 'react-relay';
import type { useUndoDataLoadMutation as Mutation } from '../../__generated__/useUndoDataLoadMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** Undoes the last applied load; the history and last upload's date come back with it. */
export function useUndoDataLoadMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useUndoDataLoadMutation($input: UndoDataLoadInput!) {
      undoDataLoad(input: $input) {
        dataLoad {
          id
        }
        viewer {
          dataLoads {
            dateLastUpload
            ...DataLoadHistory_dataLoads
          }
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
