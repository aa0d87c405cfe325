import { graphql } from 'react-relay';
import type { useAddLifeEventMutation as Mutation } from '../../__generated__/useAddLifeEventMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/**
 * Reports a life event. The viewer comes back with its events, so the section shows the new one;
 * the benefit screens read their benefits afresh on every visit (adding a life
 * event marks benefits and selections for refresh), so their windows follow.
 */
export function useAddLifeEventMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useAddLifeEventMutation($input: AddLifeEventInput!) {
      addLifeEvent(input: $input) {
        lifeEvent {
          id
          name
        }
        viewer {
          ...LifeEventsSection_viewer
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
