// The robot check as the secret-checking forms use it (login, two-factor code login and setup,
// forgotten password): a field of the form that holds the solved payload, hidden until the server
// asks for it after a failure (or shown from the start), then required on every attempt. Its
// message is only ever for a check that was on screen and left unsolved at a submit;
// each solution is spent by the server whatever the outcome, so every answer resets the widget.
import { useState, type ReactElement } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { RobotCheck } from './RobotCheck';

export const ROBOT_CHECK_REQUIRED = 'Please confirm that you are not a robot!';

export interface RobotCheckGate {
  readonly shown: boolean;
  /** After the server answered: show the check when it asks for one, and spend the solution. */
  answered(showRecaptcha: boolean): void;
  /** The server refused the attempt for a missing check: its message if the check was shown. */
  refused(message: string): void;
  /** The widget as a field of the form, or null while hidden (a hidden check is not validated). */
  readonly element: ReactElement | null;
}

/**
 * `name` is the form's field for the payload; its default value must be null, which is what is
 * sent while the check is hidden.
 */
export function useRobotCheck<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
  initiallyShown = false,
): RobotCheckGate {
  const [shown, setShown] = useState(initiallyShown);
  const [resetKey, setResetKey] = useState(0);
  const { control, getValues, resetField, setError, clearErrors } = form;

  return {
    shown,
    answered(showRecaptcha) {
      if (showRecaptcha) setShown(true);
      if (getValues(name)) setResetKey((key) => key + 1);
    },
    refused(message) {
      // A check the server asks for that was not on screen yet just appears.
      if (shown) setError(name, { type: 'server', message });
      setShown(true);
    },
    element: shown ? (
      <Controller
        control={control}
        name={name}
        rules={{ validate: (payload) => Boolean(payload) || ROBOT_CHECK_REQUIRED }}
        render={({ field, fieldState }) => (
          <RobotCheck
            onChange={(payload) => {
              if (payload) {
                field.onChange(payload);
                clearErrors(name);
              } else {
                // Spent or expired: nothing to send, and no message before the next submit.
                resetField(name, { keepError: true });
              }
            }}
            error={fieldState.error?.message}
            resetKey={resetKey}
          />
        )}
      />
    ) : null,
  };
}
