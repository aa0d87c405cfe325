// Route /two-fa/ (also known as /two-fa-code-login): the second factor of a password login.
// The email and password wait in local storage from the login step; they go once this succeeds.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, redirect, useNavigate } from 'react-router-dom';
import { deviceToken } from '../login/deviceToken';
import { invalidateStore } from '../../relay/environment';
import { clearPendingTwoFactor, getPendingTwoFactor, isLoggedIn, storeLogin } from '../../session/session';
import { useBrandName } from '../../shell/ShellContext';
import { CodeInput } from './CodeInput';
import { codeOf, emptyCode, type CodeDigits } from './codeInput';
import { ErrorBanner } from './ErrorBanner';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { useLogInWithTwoFactorCodeMutation } from './useLogInWithTwoFactorCodeMutation';

export function loader() {
  if (isLoggedIn()) return redirect('/app/home/');
  // Reached without a password step (or after it finished): start from the login page.
  if (!getPendingTwoFactor()) return redirect('/');
  return null;
}

export function Component() {
  const navigate = useNavigate();
  const brand = useBrandName();
  const [logIn, loggingIn] = useLogInWithTwoFactorCodeMutation();
  const [digits, setDigits] = useState<CodeDigits>(emptyCode);
  const [errors, setErrors] = useState<string[]>([]);
  const textId = useId();

  useEffect(() => {
    document.title = S.pageTitle(S.codeLoginHeading, brand);
  }, [brand]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const pending = getPendingTwoFactor();
    if (!pending) {
      navigate('/', { replace: true });
      return;
    }
    setErrors([]);
    try {
      const { logInWithTwoFactorCode: result } = await logIn({
        input: { code: codeOf(digits), email: pending.email, password: pending.password, deviceToken: await deviceToken() },
      });
      if (result.accessToken) {
        storeLogin({ access_token: result.accessToken, expires_in: result.expiresIn ?? null });
        invalidateStore();
        navigate('/app/home/', { replace: true });
        return;
      }
      setErrors(result.errors.map((error) => error.message));
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
