// Route /two-fa/ (also known as /two-fa-code-login): the second factor of a password login.
// The email and password wait in local storage from the login step (or, after single sign-on, its
// pending token); they go once this succeeds.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, redirect, useNavigate } from 'react-router-dom';
import { deviceToken } from '../../forms/deviceToken';
import { clearPendingTwoFactor, getPendingTwoFactor, isLoggedIn, storeLogin } from '../../browser-storage/session';
import { startSignedInQueries } from '../../shell/preloadHome';
import { usePageTitle } from '../../shell/usePageTitle';
import { useRobotCheck } from '../../forms/useRobotCheck';
import type { RouteModule } from '../../relay/queryRoute';
import { CodeInput } from '../../forms/CodeInput';
import { codeOf, emptyCode, type CodeDigits } from '../../forms/codeInput';
import { ErrorBanner } from './ErrorBanner';
import { refusalMessages, showRefusal } from './refusal';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { useLogInWithTwoFactorCodeMutation } from './useLogInWithTwoFactorCodeMutation';

/** Reached signed in, or without a password step (or after it finished): elsewhere. */
function loader() {
  if (isLoggedIn()) return redirect('/app/home/');
  if (!getPendingTwoFactor()) return redirect('/');
  return null;
}

interface CodeLoginValues {
  code: CodeDigits;
  recaptcha: string | null;
}

function TwoFactorCodeLoginScreen() {
  const navigate = useNavigate();
  const [logIn, loggingIn] = useLogInWithTwoFactorCodeMutation();
  const form = useForm<CodeLoginValues>({
    // No rules of its own (empty boxes count as 0): the server's answer stays until the next try.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { code: emptyCode(), recaptcha: null },
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  // A wrong code counts like a wrong password: after one, the robot check is required too.
  const robotCheck = useRobotCheck(form, 'recaptcha');
  const textId = useId();

  usePageTitle(S.codeLoginHeading);

  /** Without the kept first factor there is nothing to finish: back to the login page. */
  const pendingOrLeave = () => {
    const pending = getPendingTwoFactor();
    if (!pending) navigate('/', { replace: true });
    return pending;
  };

  const submit = handleSubmit(async ({ code, recaptcha }) => {
    const pending = pendingOrLeave();
    if (!pending) return;
    try {
      const { logInWithTwoFactorCode: result } = await logIn({
        input: { code: codeOf(code), ...pending.firstFactor, deviceToken: await deviceToken(), recaptcha },
      });
      robotCheck.answered(result.showRecaptcha);
      if (result.accessToken) {
        storeLogin({ access_token: result.accessToken, expires_in: result.expiresIn ?? null });
        startSignedInQueries();
        navigate('/app/home/', { replace: true });
        return;
      }
      showRefusal(result.errors, robotCheck, (error) => setError('code', error));
      setValue('code', emptyCode());
    } catch (error) {
      // Other failures are logged only, as the spec says.
      console.error(error);
    }
  }, pendingOrLeave);

  const refusal = refusalMessages(errors.code);

  return (
    <TwoFactorCard heading={S.codeLoginHeading}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="6">
          <ErrorBanner messages={refusal} />
          <Text id={textId} color="gray.700">
            {S.codeLoginText}
          </Text>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput
                digits={field.value}
                onChange={field.onChange}
                onSubmit={() => void submit()}
                invalid={refusal.length > 0}
                autoFocus
                describedBy={textId}
              />
            )}
          />
          {robotCheck.element}
          <HStack gap="3" justify="space-between">
            <Button asChild variant="outline" size="lg" flex="1">
              <RouterLink to="/" onClick={clearPendingTwoFactor}>
                {S.back}
              </RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" size="lg" flex="1" loading={loggingIn}>
              {S.login}
            </Button>
          </HStack>
        </Stack>
      </form>
    </TwoFactorCard>
  );
}

export const route: RouteModule = { loader, Component: TwoFactorCodeLoginScreen };
