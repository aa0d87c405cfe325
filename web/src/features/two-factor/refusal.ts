// A refused code (login or setup): the robot-check refusal goes to the check, every other error
// to the code field, whose banner shows each as its own paragraph. The messages
// are kept as the field error's `types`, one entry each, in order.
import type { ErrorOption, MultipleFieldErrors } from 'react-hook-form';
import type { RobotCheckGate } from '../../forms/useRobotCheck';

interface PayloadError {
  readonly field: string | null | undefined;
  readonly message: string;
}

export function showRefusal(
  errors: readonly PayloadError[],
  robotCheck: RobotCheckGate,
  setCodeError: (error: ErrorOption) => void,
): void {
  const captcha = errors.find((error) => error.field === 'recaptcha');
  if (captcha) robotCheck.refused(captcha.message);
  const messages = errors.filter((error) => error.field !== 'recaptcha').map((error) => error.message);
  if (messages.length > 0)
    setCodeError({
      type: 'server',
      types: Object.fromEntries(messages.map((message, index) => [`refusal${index}`, message])),
    });
}

/** The banner's paragraphs for the code field's error. */
export function refusalMessages(error: { types?: MultipleFieldErrors } | undefined): string[] {
  return Object.values(error?.types ?? {}).filter((message): message is string => typeof message === 'string');
}
