// The two login steps: email first (asking whether it signs in through single sign-on), then the
// password. Errors follow the spec: cookies first, then field rules, then the server's words.
import { Alert, Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCookieConsent } from '../../session/cookieConsent';
import { storeLogin, storePendingTwoFactor, takeLoginError } from '../../session/session';
import { useRobotCheck } from '../../forms/useRobotCheck';
import { deviceToken } from '../../session/deviceToken';
import { loginOutcome } from './loginOutcome';
import { EmailField, useEmailField } from '../../forms/EmailField';
import { FormBanner } from '../../forms/FormBanner';
import { RedirectOverlay, SingleSignOnButton } from '../../forms/SingleSignOn';
import { loginStrings } from './strings';
import { useCheckLoginEmailMutation } from './useCheckLoginEmailMutation';
import { useLoginMutation } from './useLoginMutation';

type Step = 'email' | 'password';

interface FieldErrorData {
  readonly field: string | null | undefined;
  readonly message: string;
}

export interface LoginFormProps {
  ssoAccessOnly: boolean;
  /** The site offers single sign-on beside (or, with ssoAccessOnly, instead of) the password. */
  ssoAvailable?: boolean;
  /** The site's domain, where single sign-on starts. */
  domain?: string;
  /** Leaves the app for the organisation's single sign-on page (a test watches it instead). */
  leaveFor?: (url: string) => void;
}

export function LoginForm({ ssoAccessOnly, ssoAvailable = false, domain = 'localhost', leaveFor = (url) => window.location.assign(url) }: LoginFormProps) {
  const navigate = useNavigate();
  const { cookiesAccepted } = useCookieConsent();
  const [checkLoginEmail, checking] = useCheckLoginEmailMutation();
  const [login, loggingIn] = useLoginMutation();
  const passwordHintId = useId();

  const [step, setStep] = useState<Step>('email');
  const emailField = useEmailField();
  const email = emailField.value;
  const [password, setPassword] = useState('');
  const [passwordInvalid, setPasswordInvalid] = useState(false);
  // Why the user was sent back here (a 401 elsewhere), shown once.
  const [banner, setBanner] = useState<string | null>(takeLoginError);
  const [redirecting, setRedirecting] = useState(false);
  // The robot check appears only once the server asks for it (after a failed attempt).
  const robotCheck = useRobotCheck();

  const busy = checking || loggingIn || redirecting;

  const cookieCheck = (): boolean => {
    if (cookiesAccepted) return true;
    setBanner(loginStrings.acceptCookiesFirst);
    return false;
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const error = emailField.check();
    if (!cookieCheck() || error) return;
    try {
      const { checkLoginEmail: result } = await checkLoginEmail({ input: { email: email.trim() } });
      if (result.hasSso && result.ssoUrl) {
        setRedirecting(true);
        leaveFor(result.ssoUrl);
        return;
      }
      if (result.errors.length > 0) {
        showErrors(result.errors, loginStrings.emailCheckFailed);
        return;
      }
      // An email with a recent failure needs the robot check: shown with the password field from
      // the start, so a first attempt is never answered with the robot-check message alone.
      if (result.showRecaptcha) robotCheck.answered(true);
      setStep('password');
    } catch {
      setBanner(loginStrings.emailCheckFailed);
    }
  };

  const showErrors = (errors: readonly FieldErrorData[], fallback: string) => {
    const captcha = errors.find((e) => e.field === 'recaptcha');
    if (captcha) robotCheck.refused(captcha.message);
    const messages = errors.filter((e) => e.field !== 'password' && e.field !== 'recaptcha').map((e) => e.message);
    if (messages.length > 0 || !captcha) setBanner(messages.length > 0 ? messages.join(' ') : fallback);
    emailField.setError(errors.some((e) => e.field === 'email') ? '' : null);
    setPasswordInvalid(errors.some((e) => e.field === 'password'));
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (!cookieCheck()) return;
    if (emailField.check()) {
      setStep('email');
      return;
    }
    const robotCheckReady = robotCheck.ready();
    if (!password) setPasswordInvalid(true);
    if (!password || !robotCheckReady) return;
    try {
      const { login: result } = await login({
        input: { email: email.trim(), password, deviceToken: await deviceToken(), recaptcha: robotCheck.value },
      });
      const outcome = loginOutcome(result);
      robotCheck.answered(outcome.showRobotCheck);
      switch (outcome.kind) {
        case 'two-factor':
          // The two-factor screens finish the login with these (spec section 4, Login 4).
          storePendingTwoFactor({ email: email.trim(), password }, outcome.setup);
          navigate(outcome.next);
          return;
        case 'logged-in':
          // A new login: the home page loads into a fresh Relay environment, while this page
          // keeps its signed-out one until home is ready (relay/environment.ts).
          storeLogin({ access_token: outcome.accessToken, expires_in: outcome.expiresIn });
          navigate('/app/home/');
          return;
        case 'failed':
          showErrors(outcome.errors, loginStrings.unableToLogin);
      }
    } catch {
      setBanner(loginStrings.unableToLogin);
    }
  };

  // A changed email starts again from the email step.
  const changeEmail = () => {
    if (step === 'password') {
      setStep('email');
      setPassword('');
      setPasswordInvalid(false);
    }
  };

  if (ssoAccessOnly) {
    return (
      <Stack gap="5">
        <Alert.Root status="info" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{loginStrings.ssoOnly}</Alert.Description>
        </Alert.Root>
        <SingleSignOnButton domain={domain} primary />
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={step === 'email' ? submitEmail : submitPassword}>
      <Stack gap="5">
        <FormBanner message={banner} />

        <EmailField label={loginStrings.emailLabel} field={emailField} onChange={changeEmail} />

        {step === 'password' ? (
          <Field.Root invalid={passwordInvalid} required>
            <Flex justify="space-between" align="baseline" w="full">
              <Field.Label fontWeight="600" color="gray.800">
                {loginStrings.passwordLabel}
              </Field.Label>
              <Link asChild fontSize="sm" color="brand.fg" fontWeight="500">
                <RouterLink to="/forgotten-password/">{loginStrings.forgottenPassword}</RouterLink>
              </Link>
            </Flex>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              size="lg"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (passwordInvalid && event.target.value) setPasswordInvalid(false);
              }}
              aria-describedby={passwordInvalid ? passwordHintId : undefined}
              focusRingColor="brand.focusRing"
            />
            {passwordInvalid ? (
              <Text id={passwordHintId} fontSize="sm" color="fg.error">
                <Link asChild color="fg.error" textDecoration="underline">
                  <RouterLink to="/forgotten-password/">{loginStrings.passwordHint}</RouterLink>
                </Link>
              </Text>
            ) : null}
          </Field.Root>
        ) : null}

        {step === 'password' ? robotCheck.element : null}

        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={busy} fontWeight="600">
          {step === 'email' ? loginStrings.next : loginStrings.login}
        </Button>
        {ssoAvailable ? <SingleSignOnButton domain={domain} /> : null}
      </Stack>
      {redirecting ? <RedirectOverlay /> : null}
    </form>
  );
}
