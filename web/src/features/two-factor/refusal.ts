// A refused code (login or setup): the robot-check refusal goes to the check, every other error
// to the banner, one paragraph each (spec section 8).
import type { RobotCheckGate } from '../../forms/useRobotCheck';

interface PayloadError {
  readonly field: string | null | undefined;
  readonly message: string;
}

export function showRefusal(errors: readonly PayloadError[], robotCheck: RobotCheckGate, setErrors: (messages: string[]) => void): void {
  const captcha = errors.find((error) => error.field === 'recaptcha');
  if (captcha) robotCheck.refused(captcha.message);
  setErrors(errors.filter((error) => error.field !== 'recaptcha').map((error) => error.message));
}
