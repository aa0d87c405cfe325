// The Contact us page's words: the spec's own where it has them, en-GB.
import { commentsMaxLength, correctErrorsMessage } from '@portal/contract/contact';
import { requiredMessage } from '@portal/contract/fields';
import { shellStrings } from '../../shell/strings';

export const contactStrings = {
  home: 'Home',
  /** The spec's breadcrumb and page title ("Home > Contact Us"). */
  heading: 'Contact Us',
  intro: 'Ask a question about your benefits and we will reply by email.',
  formHeading: 'Send us a message',
  replyTo: (email: string) => `We will reply to ${email}.`,
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  comments: 'Comments',
  commentsHint: 'Please do not include bank details or medical information.',
  charactersUsed: (count: number) => `${count} of ${commentsMaxLength} characters`,
  send: 'Send message',
  sending: 'Sending...',
  /** The spec's summary banner after a failed submit. */
  correctErrors: correctErrorsMessage,
  required: requiredMessage,
  /** The spec's generic failure text, when the message could not be sent at all. */
  failed: shellStrings.somethingWentWrong,
  fieldProblem: (label: string, message: string) => `${label}: ${message}`,
  // The contact page's other states, after the spec's description of it.
  sentTitle: 'Your message has been sent!',
  sentText: 'We will contact you as soon as possible.',
  backToHome: 'Back to home',
  sendAnother: 'Send another message',
  loadFailedTitle: 'There was a problem loading this page',
  tryAgainPrompt: 'Please try again in a moment.',
  tryAgain: 'Try again',
  /** The support contacts the error state falls back on (spec: "a support email or phone fallback"). */
  fallbackIntro: 'If it keeps happening, contact us another way:',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  /** The page content's landmark, named by its own title. */
  pageContentLabel: 'About contacting us',
} as const;
