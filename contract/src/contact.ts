// Contact us: the page's data (the client's enquiry options and its
// content-managed page content) and the enquiry itself, which the api stores and mails to the
// client's contactUsEmail (docs/contact-and-cookies.md decides what the spec leaves open).
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { fieldErrors, messageError } from './errors.js';
import { requiredString } from './fields.js';

/** The spec's server message for a missing (or unknown) subject on the contact form. */
export const subjectRequiredMessage = 'Please provide a subject for your message';
/** Ours: the spec names no limit; one long enough for any real question, short enough for a mail. */
export const commentsMaxLength = 5000;
export const commentsTooLongMessage = `Please keep your message to ${commentsMaxLength} characters or fewer`;
/** Ours: enough for a person with a real question, too few for a script to fill an inbox. */
export const enquiriesPerHour = 5;
export const tooManyEnquiriesMessage =
  'You have sent several messages in the last hour. Please wait a while before sending another.';
/** The api's banner words for an enquiry it refused field by field (the spec's words). */
export const correctErrorsMessage = 'Please correct the errors below';
export const enquirySentMessage = 'Your message has been sent!';
export const contactDisabledMessage = 'Contact us is not available for your organisation';

export const enquiryOption = z
  .object({ label: z.string(), value: z.string().meta({ description: 'What the form sends as `subject`' }) })
  .meta({ id: 'EnquiryOption' });

export const contactPageContent = z
  .object({
    name: z.string(),
    content: z.string().meta({ description: 'HTML, sanitised by the web before it is shown' }),
  })
  .meta({ id: 'ContactPageContent' });

export const contactPageAnswer = z
  .object({
    enquiryOptions: z.array(enquiryOption).meta({ description: "The client's subjects, in display order" }),
    pageContent: contactPageContent.nullable().meta({ description: 'Null when the client has none' }),
  })
  .meta({ id: 'ContactPage' });

// A client with contact us switched off (Globex), or a person of no client.
const contactRefused = { 403: messageError };

export const contactPage = endpoint({
  api: 'main',
  method: 'get',
  path: '/cms-content/contact',
  summary: "The Contact us page of the signed-in person's client: its enquiry options and page content",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  responses: { 200: contactPageAnswer, ...contactRefused },
});

/**
 * The form as a person fills it in: the web's resolver and the api's check of the same two
 * fields. A subject must also be one of the client's options, which only the api can tell.
 */
export const enquiryForm = z.object({
  subject: requiredString().max(100),
  comments: requiredString().max(commentsMaxLength, { error: commentsTooLongMessage }),
});

export type EnquiryForm = z.input<typeof enquiryForm>;

/**
 * The spec's payload. Every field is read leniently (an empty or missing one is answered in the
 * spec's error shape below, not as a 422 of field lists); the person's email, names and company
 * are accepted but never used: the api takes them from the session.
 */
export const sendEnquiryBody = z.object({
  subject: z.string().optional().meta({ description: 'The value of one of the enquiry options' }),
  comments: z
    .string()
    .optional()
    .meta({ description: `The message, at most ${commentsMaxLength} characters` }),
  email: z.string().optional().meta({ description: 'Accepted, not used: the session names the person' }),
  firstName: z.string().optional().meta({ description: 'Accepted, not used: the session names the person' }),
  surname: z.string().optional().meta({ description: 'Accepted, not used: the session names the person' }),
  company: z.string().optional().meta({ description: "Accepted, not used: the session names the person's client" }),
});

export const enquirySent = z.object({ status: z.literal('success'), message: z.string() }).meta({ id: 'EnquirySent' });

/** The spec's error shape: each field named by the original platform's form names, with its message. */
export const enquiryRefused = z
  .object({
    status: z.literal('error'),
    fields: z.object({
      _person_enq: z.string().optional().meta({ description: 'The subject: missing or not one of the options' }),
      _message: z.string().optional().meta({ description: 'The comments: empty or too long' }),
    }),
    message: z.string(),
  })
  .meta({ id: 'EnquiryRefused' });

export const sendEnquiry = endpoint({
  api: 'main',
  method: 'post',
  path: '/contact',
  summary: "Sends an enquiry to the client's contact us address; it is also stored",
  description: `At most ${enquiriesPerHour} enquiries per person per hour (429). Identity comes from the session, never from the body.`,
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  body: sendEnquiryBody,
  // 422 is the spec's shape for the form's fields; a NUL character anywhere is the usual field list.
  responses: { 201: enquirySent, ...contactRefused, 422: z.union([enquiryRefused, fieldErrors]), 429: enquiryRefused },
});

export type EnquiryOption = z.infer<typeof enquiryOption>;
export type ContactPageAnswer = z.infer<typeof contactPageAnswer>;
export type SendEnquiryBody = z.output<typeof sendEnquiryBody>;
export type EnquiryRefused = z.infer<typeof enquiryRefused>;
