// Route /two-fa-code-setup/: the code entry of 2FA setup, twice. The first pass (isFirst) posts
// type temporary and comes back here for the second; the second posts type complete, which
// enables 2FA and logs in: the kept email and password are cleared and the user goes home with
// a welcome message (spec section 4, "Two-factor setup").
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { deviceToken } from '../../session/deviceToken';
import { clearPendingTwoFactor, emailOf, getPendingTwoFactor, storeLogin } from '../../session/session';
import { usePageTitle } from '../../shell/usePageTitle';
import { StepProgress } from '../../forms/StepProgress';
import type { RouteModule } from '../../relay/queryRoute';
import { useRobotCheck } from '../../forms/useRobotCheck';
import { CodeInput } from '../../forms/CodeInput';
import { codeOf, emptyCode, type CodeDigits } from '../../forms/codeInput';
import { ErrorBanner } from './ErrorBanner';
import { showRefusal } from './refusal';
import { pendingSetupLoader, setupStateOf, type SetupState } from './setupFlow';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { useSetUpTwoFactorMutation } from './useSetUpTwoFactorMutation';

/** Route state the home page reads to greet a person who has just finished 2FA setup. */
export interface WelcomeState {
  twoFactorEnabled: true;
}

function TwoFaCodeSetupScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isFirst, isFromActivation } = setupStateOf(location.state, location.search);
  const [setUp, submitting] = useSetUpTwoFactorMutation();
  const [digits, setDigits] = useState<CodeDigits>(emptyCode);
  const [errors, setErrors] = useState<string[]>([]);
  // A wrong code counts like a wrong password: after one, the robot check is required too.
  const robotCheck = useRobotCheck();
  const textId = useId();

  usePageTitle(S.setupHeading);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const pending = getPendingTwoFactor();
    if (!pending?.setup) {
      navigate('/', { replace: true });
      return;
    }
    if (!robotCheck.ready()) return;
    setErrors([]);
    const code = codeOf(digits);
    try {
      if (isFirst) {
        const { setUpTwoFactor: result } = await setUp({
          input: { type: 'TEMPORARY', code, secret: pending.setup.secret, email: emailOf(pending.firstFactor), recaptcha: robotCheck.value },
        });
        robotCheck.answered(result.showRecaptcha);
        if (result.verified) {
          // The second pass starts with empty boxes.
          setDigits(emptyCode());
          const next: SetupState = { isFirst: false, isFromActivation };
          navigate('/two-fa-code-setup/', { state: next });
          return;
        }
        showRefusal(result.errors, robotCheck, setErrors);
        return;
      }
      const { setUpTwoFactor: result } = await setUp({
        input: {
          type: 'COMPLETE',
          code,
          secret: pending.setup.secret,
          ...pending.firstFactor,
          deviceToken: await deviceToken(),
          recaptcha: robotCheck.value,
        },
      });
      robotCheck.answered(result.showRecaptcha);
      if (result.accessToken) {
        // storeLogin also forgets the kept first factor and secret.
        storeLogin({ access_token: result.accessToken, expires_in: result.expiresIn ?? null });
        const welcome: WelcomeState = { twoFactorEnabled: true };
        navigate('/app/home/', { replace: true, state: welcome });
        return;
      }
      showRefusal(result.errors, robotCheck, setErrors);
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
          {robotCheck.element}
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

export const route: RouteModule = { loader: pendingSetupLoader, Component: TwoFaCodeSetupScreen };
