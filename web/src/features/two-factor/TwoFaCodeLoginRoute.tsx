// Route /two-fa/ (also known as /two-fa-code-login): the second factor of a password login.
// The email and password wait in local storage from the login step (or, after single sign-on, its
// pending token); they go once this succeeds.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, redirect, useNavigate } from 'react-router-dom';
import { deviceToken } from '../../session/deviceToken';
import { clearPendingTwoFactor, getPendingTwoFactor, isLoggedIn, storeLogin } from '../../session/session';
import { usePageTitle } from '../../shell/usePageTitle';
import { useRobotCheck } from '../../forms/useRobotCheck';
import type { RouteModule } from '../../relay/queryRoute';
import { CodeInput } from '../../forms/CodeInput';
import { codeOf, emptyCode, type CodeDigits } from '../../forms/codeInput';
import { ErrorBanner } from './ErrorBanner';
import { showRefusal } from './refusal';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { useLogInWithTwoFactorCodeMutation } from './useLogInWithTwoFactorCodeMutation';

/** Reached signed in, or without a password step (or after it finished): elsewhere. */
function loader() {
  if (isLoggedIn()) return redirect('/app/home/');
  if (!getPendingTwoFactor()) return redirect('/');
  return null;
}

function TwoFaCodeLoginScreen() {
  const navigate = useNavigate();
  const [logIn, loggingIn] = useLogInWithTwoFactorCodeMutation();
  const [digits, setDigits] = useState<CodeDigits>(emptyCode);
  const [errors, setErrors] = useState<string[]>([]);
  // A wrong code counts like a wrong password: after one, the robot check is required too.
  const robotCheck = useRobotCheck();
  const textId = useId();

  usePageTitle(S.codeLoginHeading);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const pending = getPendingTwoFactor();
    if (!pending) {
      navigate('/', { replace: true });
      return;
    }
    if (!robotCheck.ready()) return;
    setErrors([]);
    try {
      const { logInWithTwoFactorCode: result } = await logIn({
        input: {
          code: codeOf(digits),
          ...pending.firstFactor,
          deviceToken: await deviceToken(),
          recaptcha: robotCheck.value,
        },
      });
      robotCheck.answered(result.showRecaptcha);
      if (result.accessToken) {
        storeLogin({ access_token: result.accessToken, expires_in: result.expiresIn ?? null });
        navigate('/app/home/', { replace: true });
        return;
      }
      showRefusal(result.errors, robotCheck, setErrors);
      setDigits(emptyCode());
    } catch (error) {
      // Other failures are logged only (spec section 8).
      console.error(error);
    }
  };

  return (
    <TwoFactorCard heading={S.codeLoginHeading}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="6">
          <ErrorBanner messages={errors} />
          <Text id={textId} color="gray.700">
            {S.codeLoginText}
          </Text>
          <CodeInput digits={digits} onChange={setDigits} onSubmit={() => void submit()} invalid={errors.length > 0} autoFocus describedBy={textId} />
          {robotCheck.element}
          <HStack gap="3" justify="space-between">
            <Button asChild variant="outline" size="lg" flex="1">
              <RouterLink to="/" onClick={clearPendingTwoFactor}>{S.back}</RouterLink>
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

export const route: RouteModule = { loader, Component: TwoFaCodeLoginScreen };
