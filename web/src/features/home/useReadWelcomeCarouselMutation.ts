import { graphql } from 'react-relay';
import type { useReadWelcomeCarouselMutation as Mutation } from '../../__generated__/useReadWelcomeCarouselMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/**
 * The welcome carousel's slides. Reading them clears the first-login requirement on the server,
 * so it is a mutation, and the viewer it returns (showWelcomeModal now false) updates every
 * screen that reads the flag, the activation page's redirect among them.
 */
export function useReadWelcomeCarouselMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useReadWelcomeCarouselMutation($input: ReadWelcomeCarouselInput!) {
      readWelcomeCarousel(input: $input) {
        slides {
          title
          text
          image
        }
        viewer {
          id
          showWelcomeModal
        }
        errors {
          field
          message
        }
      }
    }
  `);
}
