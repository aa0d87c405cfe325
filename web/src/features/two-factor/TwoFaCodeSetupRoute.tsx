// Route /two-fa-code-setup/: the code entry of 2FA setup, twice. The first pass (isFirst) posts
// type temporary and comes back here for the second; the second posts type complete, which
// enables 2FA and logs in: the kept email and password are cleared and the user goes home with
// a welcome message (spec section 4, "Two-factor setup").
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, redirect, useLocation, useNavigate } from 'react-router-dom';
import { deviceToken } from '../login/deviceToken';
import { invalidateStore } from '../../relay/environment';
import { clearPendingTwoFactor, getPendingTwoFactor, isLoggedIn, storeLogin } from '../../session/session';
import { useBrandName } from '../../shell/ShellContext';
import { StepProgress } from '../../shell/StepProgress';
import { CodeInput } from './CodeInput';
import { codeOf, emptyCode, type CodeDigits } from './codeInput';
import { ErrorBanner } from './ErrorBanner';
import { setupStateOf, type SetupState } from './setupFlow';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { useSetUpTwoFactorMutation } from './useSetUpTwoFactorMutation';

export function loader() {
  if (isLoggedIn()) return redirect('/app/home/');
  if (!getPendingTwoFactor()?.setup) return redirect('/');
  return null;
}

/** Route state the home page reads to greet a person who has just finished 2FA setup. */
export interface WelcomeState {
  twoFactorEnabled: true;
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const brand = useBrandName();
  const { isFirst, isFromActivation } = setupStateOf(location.state, location.search);
  const [setUp, submitting] = useSetUpTwoFactorMutation();
  const [digits, setDigits] = useState<CodeDigits>(emptyCode);
  const [errors, setErrors] = useState<string[]>([]);
  const textId = useId();

  useEffect(() => {
    document.title = S.pageTitle(S.setupHeading, brand);
  }, [brand]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const pending = getPendingTwoFactor();
    if (!pending?.setup) {
      navigate('/', { replace: true });
      return;
    }
    setErrors([]);
    const code = codeOf(digits);
    try {
      if (isFirst) {
        const { setUpTwoFactor: result } = await setUp({
          input: { type: 'TEMPORARY', code, secret: pending.setup.secret, email: pending.email },
        });
        if (result.verified) {
          // The second pass starts with empty boxes.
          setDigits(emptyCode());
          const next: SetupState = { isFirst: false, isFromActivation };
          navigate('/two-fa-code-setup/', { state: next });
          return;
        }
        setErrors(result.errors.map((error) => error.message));
        return;
      }
      const { setUpTwoFactor: result } = await setUp({
        input: {
          type: 'COMPLETE',
          code,
          secret: pending.setup.secret,
          email: pending.email,
          password: pending.password,
          deviceToken: await deviceToken(),
        },
      });
      if (result.accessToken) {
        // storeLogin also forgets the kept email, password and secret.
        storeLogin({ access_token: result.accessToken, expires_in: result.expiresIn ?? null });
        invalidateStore();
        const welcome: WelcomeState = { twoFactorEnabled: true };
        navigate('/app/home/', { replace: true, state: welcome });
        return;
      }
      setErrors(result.errors.map((error) => error.message));
    } catch (error) {
      // Other failures are logged only (spec section 8).
      console.error(error);
    }
  };

  return (
    <TwoFactorCard heading={S.setupHeading} above={isFromActivation ? <StepProgress steps={S.activationSteps} current={2} /> : null}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="6">
          <ErrorBanner messages={errors} />
          <Text id={textId} color="gray.700">
            {isFirst ? S.setupFirstText : S.setupSecondText}
          </Text>
          <CodeInput
            key={isFirst ? 'first' : 'second'}
            digits={digits}
            onChange={setDigits}
            onSubmit={() => void submit()}
            invalid={errors.length > 0}
            autoFocus
            describedBy={textId}
          />
          <HStack gap="3">
            <Button asChild variant="outline" size="lg" flex="1">
              <RouterLink to="/" onClick={clearPendingTwoFactor}>{S.close}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" size="lg" flex="1" loading={submitting}>
              {isFirst ? S.next : S.verify}
            </Button>
          </HStack>
        </Stack>
      </form>
    </TwoFactorCard>
  );
}
