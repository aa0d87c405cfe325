// The two login steps: email first (asking whether it signs in through single sign-on), then the
// password. Errors follow the spec: cookies first, then field rules, then the server's words.
import { Alert, Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { invalidateStore } from '../../relay/environment';
import { useCookieConsent } from '../../session/cookieConsent';
import { storeLogin, storePendingTwoFactor, takeLoginError } from '../../session/session';
import { RobotCheck } from '../../shell/RobotCheck';
import { deviceToken } from './deviceToken';
import { loginOutcome } from './loginOutcome';
import { validateEmail } from './emailValidation';
import { loginStrings } from './strings';
import { useCheckLoginEmailMutation } from './useCheckLoginEmailMutation';
import { useLoginMutation } from './useLoginMutation';

type Step = 'email' | 'password';

interface FieldErrorData {
  readonly field: string | null | undefined;
  readonly message: string;
}

export function LoginForm({ ssoAccessOnly }: { ssoAccessOnly: boolean }) {
  const navigate = useNavigate();
  const { cookiesAccepted } = useCookieConsent();
  const [checkLoginEmail, checking] = useCheckLoginEmailMutation();
  const [login, loggingIn] = useLoginMutation();
  const passwordHintId = useId();

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordInvalid, setPasswordInvalid] = useState(false);
  // Why the user was sent back here (a 401 elsewhere), shown once.
  const [banner, setBanner] = useState<string | null>(takeLoginError);
  const [redirecting, setRedirecting] = useState(false);
  // The robot check appears only once the server asks for it (after a failed attempt).
  const [showRobotCheck, setShowRobotCheck] = useState(false);
  const [robotCheck, setRobotCheck] = useState<string | null>(null);
  const [robotCheckError, setRobotCheckError] = useState<string | null>(null);
  const [robotCheckReset, setRobotCheckReset] = useState(0);
  const onRobotCheck = useCallback((payload: string | null) => {
    setRobotCheck(payload);
    if (payload) setRobotCheckError(null);
  }, []);

  const busy = checking || loggingIn || redirecting;

  const cookieCheck = (): boolean => {
    if (cookiesAccepted) return true;
    setBanner(loginStrings.acceptCookiesFirst);
    return false;
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const error = validateEmail(email);
    setEmailTouched(true);
    setEmailError(error);
    if (!cookieCheck() || error) return;
    try {
      const { checkLoginEmail: result } = await checkLoginEmail({ input: { email: email.trim() } });
      if (result.hasSso && result.ssoUrl) {
        setRedirecting(true);
        window.location.assign(result.ssoUrl);
        return;
      }
      if (result.errors.length > 0) {
        showErrors(result.errors, loginStrings.emailCheckFailed);
        return;
      }
      setStep('password');
    } catch {
      setBanner(loginStrings.emailCheckFailed);
    }
  };

  const showErrors = (errors: readonly FieldErrorData[], fallback: string) => {
    const captcha = errors.find((e) => e.field === 'recaptcha');
    if (captcha) setRobotCheckError(captcha.message);
    const messages = errors.filter((e) => e.field !== 'password' && e.field !== 'recaptcha').map((e) => e.message);
    if (messages.length > 0 || !captcha) setBanner(messages.length > 0 ? messages.join(' ') : fallback);
    setEmailError(errors.some((e) => e.field === 'email') ? '' : null);
    setPasswordInvalid(errors.some((e) => e.field === 'password'));
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (!cookieCheck()) return;
    const error = validateEmail(email);
    if (error) {
      setEmailError(error);
      setStep('email');
      return;
    }
    const missingRobotCheck = showRobotCheck && !robotCheck;
    if (missingRobotCheck) setRobotCheckError(loginStrings.captchaRequired);
    if (!password) setPasswordInvalid(true);
    if (!password || missingRobotCheck) return;
    try {
      const { login: result } = await login({
        input: { email: email.trim(), password, deviceToken: await deviceToken(), recaptcha: showRobotCheck ? robotCheck : null },
      });
      const outcome = loginOutcome(result);
      if (outcome.showRobotCheck) setShowRobotCheck(true);
      // The server spends a solution whatever the outcome: the next attempt needs a new one.
      if (robotCheck) setRobotCheckReset((n) => n + 1);
      switch (outcome.kind) {
        case 'two-factor':
          // The two-factor screens finish the login with these (spec section 4, Login 4).
          storePendingTwoFactor(email.trim(), password, outcome.setup);
          navigate(outcome.next);
          return;
        case 'logged-in':
          storeLogin({ access_token: outcome.accessToken, expires_in: outcome.expiresIn });
          invalidateStore();
          navigate('/app/home/');
          return;
        case 'failed':
          showErrors(outcome.errors, loginStrings.unableToLogin);
      }
    } catch {
      setBanner(loginStrings.unableToLogin);
    }
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    if (emailTouched) setEmailError(validateEmail(value));
    if (step === 'password') {
      setStep('email');
      setPassword('');
      setPasswordInvalid(false);
    }
  };

  if (ssoAccessOnly) {
    return (
      <Alert.Root status="info" rounded="lg">
        <Alert.Indicator />
        <Alert.Description>{loginStrings.ssoOnly}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <form noValidate onSubmit={step === 'email' ? submitEmail : submitPassword}>
      <Stack gap="5">
        {banner ? (
          <Alert.Root status="error" variant="solid" role="alert" rounded="lg" bg="red.700" color="white">
            <Alert.Indicator />
            <Alert.Description fontWeight="500">{banner}</Alert.Description>
          </Alert.Root>
        ) : null}

        <Field.Root invalid={emailError !== null} required>
          <Field.Label fontWeight="600" color="gray.800">
            {loginStrings.emailLabel}
          </Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            size="lg"
            value={email}
            onChange={(event) => changeEmail(event.target.value)}
            onBlur={() => {
              setEmailTouched(true);
              setEmailError(validateEmail(email));
            }}
            focusRingColor="brand.focusRing"
          />
          {emailError ? <Field.ErrorText>{emailError}</Field.ErrorText> : null}
        </Field.Root>

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

        {step === 'password' && showRobotCheck ? (
          <RobotCheck onChange={onRobotCheck} error={robotCheckError} resetKey={robotCheckReset} />
        ) : null}

        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={busy} fontWeight="600">
          {step === 'email' ? loginStrings.next : loginStrings.login}
        </Button>
      </Stack>
    </form>
  );
}
