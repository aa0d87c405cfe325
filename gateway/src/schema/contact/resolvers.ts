// Contact us. The page's content is read once per request and, when it cannot be read (or the
// client has contact us switched off), the page shows the spec's error state with the viewer's
// support contacts. An enquiry goes out with the viewer's identity as the spec's payload names it;
// the api takes it from the session all the same. Its refusals come back in the spec's words:
// `_person_enq` is the subject, `_message` the comments, and the api's message the form banner.
import { contactPage, type EnquiryRefused, sendEnquiry } from '@portal/contract/contact';
import { requireViewer } from '../../context.js';
import { refusalsBut, type Refused } from '../../rest/decode.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import { orNull, payloadOrFailure } from '../shared/failures.js';
import { formError } from '../shared/payload-errors.js';
import { supportNumberOf } from '../shared/support-number.js';
import { CONTACT_STRINGS as S } from './strings.js';

const isSpecRefusal = (body: unknown): body is EnquiryRefused =>
  typeof body === 'object' &&
  body !== null &&
  (body as { status?: unknown }).status === 'error' &&
  typeof (body as { fields?: unknown }).fields === 'object';

/** A refused enquiry's errors: each field the api named, then its message for the banner. */
export function enquiryErrorsOf(outcome: Refused<unknown>): FieldError[] {
  if (outcome.error.status >= 500) return formError(S.failed);
  const { body } = outcome;
  if (!isSpecRefusal(body)) return [...outcome.fieldErrors, ...formError(outcome.said ?? S.failed)];
  const errors: FieldError[] = [];
  if (body.fields._person_enq !== undefined) errors.push({ field: 'subject', message: S.subjectRequired });
  if (body.fields._message !== undefined)
    errors.push({ field: 'comments', message: body.fields._message || S.required });
  return [...errors, ...formError(body.message || S.failed)];
}

export const contactResolvers: Resolvers = {
  Viewer: {
    async contactPage({ user }, _, context) {
      requireViewer(context);
      // A client with it switched off (403) or a failure is the page's to word.
      const outcome = await orNull(() => context.api.outcome(contactPage, {}, refusalsBut('unauthenticated')));
      return { user, page: outcome?.ok ? outcome.body : null };
    },
  },
  ContactPage: {
    enquiryOptions: ({ page }) => page?.enquiryOptions ?? null,
    pageContent: ({ page }) => page?.pageContent ?? null,
    supportEmail: ({ user }) => user.supportEmail,
    supportNumber: ({ user }) => supportNumberOf(user.supportNumber),
  },
  Mutation: {
    async sendEnquiry(_, { input }, context) {
      const loaders = requireViewer(context);
      return payloadOrFailure(
        async () => {
          loaders.userWithLoginSetup();
          const [user, setup] = await Promise.all([loaders.user.load('me'), loaders.loginSetup.load('me')]);
          const body = {
            subject: input.subject,
            comments: input.comments,
            email: user.email,
            firstName: user.firstName,
            surname: user.surname,
            company: setup.client?.clientName ?? '',
          };
          // Refused fields (422), the hourly limit (429) and a switched-off client are the form's to word.
          const outcome = await context.api.outcome(sendEnquiry, { body }, refusalsBut('unauthenticated'));
          return outcome.ok ? { sent: true, errors: [] } : { sent: false, errors: enquiryErrorsOf(outcome) };
        },
        (message) => ({ sent: false, errors: formError(message) }),
      );
    },
  },
};
