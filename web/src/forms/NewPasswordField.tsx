// The new-password fields of activation and the reset wizard: the
// password with a show/hide toggle, the server's rules shown live as met or not (checked by the
// server 500 ms after the last keystroke, with the link's token), and the confirmation.
import { Box, Button, Field, Group, Input, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  newPasswordStrings as S,
  ruleRows,
  type PasswordCheck,
  type PasswordRule,
  type RuleState,
} from './passwordRules';

/** The spec's password-check debounce. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 500;

export interface NewPasswordValue {
  password: string;
  confirmation: string;
}

export interface NewPasswordFieldProps {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  /** The rules the server enforces, listed before anything is typed. */
  rules: readonly PasswordRule[];
  /** Asks the server which rules a password meets; null when it could not tell. */
  checkPassword: (password: string) => Promise<readonly PasswordCheck[] | null>;
  /** The last checks the server gave, and the password they are for. */
  checked: { password: string; checks: readonly PasswordCheck[] | null } | null;
  /** The server's checks, with the password they are for (null when it could not tell). */
  onChecks: (password: string, checks: readonly PasswordCheck[] | null) => void;
  passwordError?: string | null;
  confirmationError?: string | null;
  disabled?: boolean;
}

const MARK: Record<RuleState, { symbol: string; color: string }> = {
  valid: { symbol: '✓', color: 'green.700' },
  invalid: { symbol: '✕', color: 'red.700' },
  pending: { symbol: '•', color: 'gray.500' },
};

export function NewPasswordField({
  value,
  onChange,
  rules,
  checkPassword,
  checked,
  onChecks,
  passwordError,
  confirmationError,
  disabled,
}: NewPasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  // Answers can overtake each other: only the one for the latest password counts.
  const latest = useRef(0);
  const check = useRef(checkPassword);
  const report = useRef(onChecks);
  const shown = useRef(checked);
  useEffect(() => {
    check.current = checkPassword;
    report.current = onChecks;
    shown.current = checked;
  });

  const { password } = value;
  useEffect(() => {
    const ticket = ++latest.current;
    if (!password) {
      report.current(password, null);
      return undefined;
    }
    const timer = setTimeout(() => {
      // A quick submit may have checked this very password already (a check that could not tell is tried again).
      if (shown.current?.password === password && shown.current.checks) return;
      check
        .current(password)
        .catch(() => null)
        .then((result) => {
          if (ticket !== latest.current) return;
          report.current(password, result);
        });
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [password]);

  // While the shown checks belong to another password, a check is due.
  const checking = password !== '' && checked?.password !== password;
  const rows = ruleRows(rules, password, checked?.checks ?? null);
  const rulesId = `${id}-rules`;

  return (
    <Stack gap="5">
      <Field.Root invalid={Boolean(passwordError)} required disabled={disabled}>
        <Field.Label fontWeight="600" color="gray.800">
          {S.passwordLabel}
        </Field.Label>
        <Group attached w="full">
          <Input
            type={visible ? 'text' : 'password'}
            name="new-password"
            autoComplete="new-password"
            size="lg"
            value={password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
            aria-describedby={rulesId}
            focusRingColor="brand.focusRing"
          />
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? S.hidePassword : S.showPassword}
            aria-pressed={visible}
            minW="5rem"
          >
            {visible ? S.hide : S.show}
          </Button>
        </Group>
        {passwordError ? <Field.ErrorText>{passwordError}</Field.ErrorText> : null}
      </Field.Root>

      <Box id={rulesId} bg="gray.50" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
        <Text fontSize="sm" fontWeight="600" color="gray.800" mb="2">
          {S.rulesHeading}
        </Text>
        <List.Root gap="1.5" listStyleType="none" ps="0" aria-live="polite" aria-busy={checking}>
          {rows.map((row) => (
            <List.Item
              key={row.code}
              display="flex"
              gap="2"
              alignItems="baseline"
              fontSize="sm"
              data-rule={row.code}
              data-state={row.state}
            >
              <Box as="span" aria-hidden="true" color={MARK[row.state].color} fontWeight="700" w="3" flexShrink={0}>
                {MARK[row.state].symbol}
              </Box>
              <Text as="span" color={row.state === 'invalid' ? 'red.700' : 'gray.800'}>
                {row.label}
                {row.state === 'pending' ? null : (
                  <Box as="span" srOnly>
                    {` (${row.state === 'valid' ? S.met : S.notMet})`}
                  </Box>
                )}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>

      <Field.Root invalid={Boolean(confirmationError)} required disabled={disabled}>
        <Field.Label fontWeight="600" color="gray.800">
          {S.confirmationLabel}
        </Field.Label>
        <Input
          type={visible ? 'text' : 'password'}
          name="new-password-confirmation"
          autoComplete="new-password"
          size="lg"
          value={value.confirmation}
          onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
          focusRingColor="brand.focusRing"
        />
        {confirmationError ? <Field.ErrorText>{confirmationError}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
