import { CONNECTION_FAILED } from '../../messages.js';

/** The benefits screens' words: the spec's where it has them. */
export const BENEFIT_STRINGS = {
  notFound: 'The benefit you are looking for has been removed or relocated',
  connectionFailed: CONNECTION_FAILED,
  nothingToOptOutOf: 'You have not chosen this benefit, so there is nothing to opt out of',
  unknownMedicalQuestion: 'Please answer the medical questions this benefit asks',
} as const;
