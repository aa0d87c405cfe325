// The robot check as the secret-checking forms use it (login, two-factor code login and setup):
// hidden until the server asks for it after a failure, then required on every attempt. Its
// message is only ever for a check that was on screen and left unsolved (issue 7); each solution
// is spent by the server whatever the outcome, so every answer resets the widget.
import { useCallback, useState, type ReactElement } from 'react';
import { RobotCheck } from './RobotCheck';

export const ROBOT_CHECK_REQUIRED = 'Please confirm that you are not a robot!';

export interface RobotCheckGate {
  /** What to send as `recaptcha`: the solved payload while the check is shown, else null. */
  readonly value: string | null;
  readonly shown: boolean;
  /** Before a submit: false (and the check's message) when a shown check is still unsolved. */
  ready(): boolean;
  /** After the server answered: show the check when it asks for one, and spend the solution. */
  answered(showRecaptcha: boolean): void;
  /** The server refused the attempt for a missing check: its message if the check was shown. */
  refused(message: string): void;
  /** The widget, or null while hidden. */
  readonly element: ReactElement | null;
}

export function useRobotCheck(initiallyShown = false): RobotCheckGate {
  const [shown, setShown] = useState(initiallyShown);
  const [payload, setPayload] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const onChange = useCallback((next: string | null) => {
    setPayload(next);
    if (next) setError(null);
  }, []);

  return {
    value: shown ? payload : null,
    shown,
    ready() {
      if (shown && !payload) {
        setError(ROBOT_CHECK_REQUIRED);
        return false;
      }
      return true;
    },
    answered(showRecaptcha) {
      if (showRecaptcha) setShown(true);
      if (payload) setResetKey((key) => key + 1);
    },
    refused(message) {
      // A check the server asks for that was not on screen yet just appears.
      if (shown) setError(message);
      setShown(true);
    },
    element: shown ? <RobotCheck onChange={onChange} error={error} resetKey={resetKey} /> : null,
  };
}
