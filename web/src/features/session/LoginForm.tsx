// The two login steps: email first (asking whether it signs in through single sign-on), then the
// password. Errors follow the spec: cookies first, then field rules, then the server's words.
import { Alert, Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCookieConsent } from '../../browser-storage/cookieConsent';
import { storeLogin, storePendingTwoFactor, takeLoginError } from '../../browser-storage/session';
import { useRobotCheck } from '../../forms/useRobotCheck';
import { deviceToken } from '../../forms/deviceToken';
import { preloadHomePage, startSignedInQueries } from '../../shell/preloadHome';
import { loginOutcome } from './loginOutcome';
import { EmailField, emailHandedOver, emailRules } from '../../forms/EmailField';
import { FormBanner } from '../../forms/FormBanner';
import { RedirectOverlay, SingleSignOnButton } from '../../forms/SingleSignOn';
import { loginStrings } from './strings';
import { useCheckLoginEmailMutation } from './useCheckLoginEmailMutation';
import { useLoginMutation } from './useLoginMutation';

type Step = 'email' | 'password';

/** The fields whose errors are shown at the field, not in the banner. */
const onAField = new Set(['email', 'password', 'recaptcha']);

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

interface LoginValues {
  email: string;
  password: string;
  /** The robot check's solved payload, once it is shown. */
  recaptcha: string | null;
}

export function LoginForm({
  ssoAccessOnly,
  ssoAvailable = false,
  domain = 'localhost',
  leaveFor = (url) => window.location.assign(url),
}: LoginFormProps) {
  const navigate = useNavigate();
  const { cookiesAccepted } = useCookieConsent();
  const [checkLoginEmail, checking] = useCheckLoginEmailMutation();
  const [login, loggingIn] = useLoginMutation();
  const passwordHintId = useId();
  // Why the user was sent back here (a 401 elsewhere), shown once in the banner.
  const [sentBack] = useState(() => {
    const message = takeLoginError();
    return message ? { root: { server: { type: 'server', message } } } : undefined;
  });
  const form = useForm<LoginValues>({
    // The email is checked on blur and re-checked on every change after.
    mode: 'onTouched',
    defaultValues: { email: '', password: '', recaptcha: null },
    errors: sentBack,
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, clearErrors, getValues, resetField, trigger, formState, control } = form;
  // The forgotten-password form starts from the email typed here.
  const resetState = emailHandedOver(useWatch({ control, name: 'email' }));
  const { errors } = formState;

  const [step, setStep] = useState<Step>('email');
  const [redirecting, setRedirecting] = useState(false);
  // The robot check appears only once the server asks for it (after a failed attempt).
  const robotCheck = useRobotCheck(form, 'recaptcha');

  // While the password is typed, the home page's modules arrive, so the query after login does
  // not wait for them.
  useEffect(() => {
    if (step === 'password') preloadHomePage();
  }, [step]);

  const busy = checking || loggingIn || redirecting;
  const showBanner = (message: string) => setError('root.server', { type: 'server', message });

  const cookieCheck = (): boolean => {
    if (cookiesAccepted) return true;
    showBanner(loginStrings.acceptCookiesFirst);
    return false;
  };

  // The password is required only when Login is pressed: it has no rule of its own, so that a
  // password typed and deleted before the first attempt is not marked.
  const requirePassword = (password: string): boolean => {
    if (password) return true;
    setError('password', { type: 'required', message: '' });
    return false;
  };

  const submitEmail = async (email: string) => {
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
      showBanner(loginStrings.emailCheckFailed);
    }
  };

  const showErrors = (errors: readonly FieldErrorData[], fallback: string) => {
    const captcha = errors.find((e) => e.field === 'recaptcha');
    if (captcha) robotCheck.refused(captcha.message);
    // "Not matching": the email says so in the server's words under the field, the password offers
    // the reset; the banner has only what belongs to no field.
    const email = errors.find((e) => e.field === 'email');
    const password = errors.find((e) => e.field === 'password');
    if (email) setError('email', { type: 'server', message: email.message });
    else clearErrors('email');
    if (password) setError('password', { type: 'server', message: '' });
    else clearErrors('password');
    const messages = errors.filter((e) => !onAField.has(e.field ?? '')).map((e) => e.message);
    if (messages.length > 0) showBanner(messages.join(' '));
    else if (!email && !password && !captcha) showBanner(fallback);
  };

  const submitPassword = async ({ email, password, recaptcha }: LoginValues) => {
    try {
      const { login: result } = await login({
        input: { email: email.trim(), password, deviceToken: await deviceToken(), recaptcha },
      });
      const outcome = loginOutcome(result);
      robotCheck.answered(outcome.showRobotCheck);
      switch (outcome.kind) {
        case 'two-factor':
          // The two-factor screens finish the login with these.
          storePendingTwoFactor({ email: email.trim(), password }, outcome.setup);
          navigate(outcome.next);
          return;
        case 'logged-in':
          // A new login: the home page loads into a fresh Relay environment, while this page
          // keeps its signed-out one until home is ready (relay/environment.ts).
          storeLogin({ access_token: outcome.accessToken, expires_in: outcome.expiresIn });
          startSignedInQueries();
          navigate('/app/home/');
          return;
        case 'failed':
          showErrors(outcome.errors, loginStrings.unableToLogin);
      }
    } catch {
      showBanner(loginStrings.unableToLogin);
    }
  };

  // Errors follow the spec's order: cookies first, then the fields, then the server's words.
  const submit = handleSubmit(
    async (values) => {
      if (!cookieCheck()) return;
      if (step === 'email') await submitEmail(values.email);
      else if (requirePassword(values.password)) await submitPassword(values);
    },
    (invalid) => {
      if (!cookieCheck() || step === 'email') return;
      if (invalid.email) setStep('email');
      else requirePassword(getValues('password'));
    },
  );

  // A changed email starts again from the email step.
  const changeEmail = () => {
    if (step === 'password') {
      setStep('email');
      resetField('password');
    }
  };

  // Never checked on blur: only Login marks an empty password.
  const { onBlur: _checkedOnSubmitOnly, ...passwordField } = register('password');
  const passwordInvalid = errors.password !== undefined;

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
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <FormBanner message={errors.root?.server?.message ?? null} />

        <EmailField
          label={loginStrings.emailLabel}
          registration={register('email', { ...emailRules(() => trigger('email')), onChange: changeEmail })}
          error={errors.email}
        />

        {step === 'password' ? (
          <Field.Root invalid={passwordInvalid} required>
            <Flex justify="space-between" align="baseline" w="full">
              <Field.Label fontWeight="600" color="gray.800">
                {loginStrings.passwordLabel}
              </Field.Label>
              <Link asChild fontSize="sm" color="brand.fg" fontWeight="500">
                <RouterLink to="/forgotten-password/" state={resetState}>
                  {loginStrings.forgottenPassword}
                </RouterLink>
              </Link>
            </Flex>
            <Input
              type="password"
              autoComplete="current-password"
              size="lg"
              autoFocus
              {...passwordField}
              aria-describedby={passwordInvalid ? passwordHintId : undefined}
              focusRingColor="brand.focusRing"
            />
            {passwordInvalid ? (
              <Text id={passwordHintId} fontSize="sm" color="fg.error">
                <Link asChild color="fg.error" textDecoration="underline">
                  <RouterLink to="/forgotten-password/" state={resetState}>
                    {loginStrings.passwordHint}
                  </RouterLink>
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
