import { graphql } from 'react-relay';
import type { useSendEnquiryMutation as Mutation } from '../../__generated__/useSendEnquiryMutation.graphql';
import { useMutationAsPromise } from '../../relay/commitAsPromise';

/** An enquiry from the viewer; refusals come back as payload errors on subject, comments or the form. */
export function useSendEnquiryMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSendEnquiryMutation($input: SendEnquiryInput!) {
      sendEnquiry(input: $input) {
        sent
        errors {
          field
          message
        }
      }
    }
  `);
}
