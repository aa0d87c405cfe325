// The new-terms screen's words; quoted ones are the spec's, verbatim.
import { shellStrings } from '../../shell/strings';
export const termsStrings = {
  heading: 'Nearly there',
  intro: 'Please read our latest terms and conditions and privacy statement, and confirm before you continue.',
  termsHeading: 'Terms and conditions',
  policyHeading: 'Privacy statement',
  checkbox: 'I have read the terms and conditions',
  required: 'This field is required',
  next: 'Next',
  loading: 'Loading...',
  errorTitle: 'Uh oh!',
  errorText: 'There was an issue requesting the latest terms and conditions. Please try again.',
  tryAgain: 'Try again',
  /** Ours: shown when the acceptance was not recorded (the spec only says an error is shown). */
  notRecorded: shellStrings.somethingWentWrong,
  leaveWarning: 'You have not accepted the terms and conditions yet. Are you sure you want to leave this page?',
  /** Ours: a masquerade reads the terms but never accepts them. */
  onlyThePerson: (name: string) =>
    `Only ${name} can accept the updated terms and conditions. You are acting as them, so they will be asked at their next login.`,
  passOver: 'Continue without accepting',
  introReadOnly: 'These are the latest terms and conditions and privacy statement.',
} as const;
