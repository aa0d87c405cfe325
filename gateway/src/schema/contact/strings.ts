import { subjectRequiredMessage } from '@portal/contract/contact';
import { requiredMessage } from '@portal/contract/fields';
import { SOMETHING_WENT_WRONG } from '../../messages.js';

/** The contact form's words, the spec's where it has them. */
export const CONTACT_STRINGS = {
  /** What `_person_enq` means, whatever the api said: the spec's words for the subject. */
  subjectRequired: subjectRequiredMessage,
  /** What `_message` means when the api gave no words of its own. */
  required: requiredMessage,
  failed: SOMETHING_WENT_WRONG,
} as const;
