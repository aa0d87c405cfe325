// Route /two-fa-code-setup/: the code entry of 2FA setup, twice. The first pass (isFirst) posts
// type temporary and comes back here for the second; the second posts type complete, which
// enables 2FA and logs in: the kept email and password are cleared and the user goes home with
// a welcome message.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { deviceToken } from '../../forms/deviceToken';
import { clearPendingTwoFactor, emailOf, getPendingTwoFactor, storeLogin } from '../../browser-storage/session';
import { usePageTitle } from '../../shell/usePageTitle';
import { StepProgress } from '../../forms/StepProgress';
import type { RouteModule } from '../../relay/queryRoute';
import { useRobotCheck } from '../../forms/useRobotCheck';
import { CodeInput } from '../../forms/CodeInput';
import { codeOf, emptyCode, type CodeDigits } from '../../forms/codeInput';
import { ErrorBanner } from './ErrorBanner';
import { refusalMessages, showRefusal } from './refusal';
import { pendingSetupLoader, setupStateOf, type SetupState } from './setupFlow';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { useSetUpTwoFactorMutation } from './useSetUpTwoFactorMutation';

/** Route state the home page reads to greet a person who has just finished 2FA setup. */
export interface WelcomeState {
  twoFactorEnabled: true;
}

interface CodeSetupValues {
  code: CodeDigits;
  recaptcha: string | null;
}

function TwoFactorCodeSetupScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isFirst, isFromActivation } = setupStateOf(location.state, location.search);
  const [setUp, submitting] = useSetUpTwoFactorMutation();
  const form = useForm<CodeSetupValues>({
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

  usePageTitle(S.setupHeading);

  /** Without the kept first factor and secret there is nothing to set up: back to the login page. */
  const pendingOrLeave = () => {
    const pending = getPendingTwoFactor();
    if (!pending?.setup) navigate('/', { replace: true });
    return pending?.setup ? { ...pending, setup: pending.setup } : null;
  };

  const submit = handleSubmit(async ({ code: digits, recaptcha }) => {
    const pending = pendingOrLeave();
    if (!pending) return;
    const code = codeOf(digits);
    const refused = (errors: Parameters<typeof showRefusal>[0]) =>
      showRefusal(errors, robotCheck, (error) => setError('code', error));
    try {
      if (isFirst) {
        const { setUpTwoFactor: result } = await setUp({
          input: {
            type: 'TEMPORARY',
            code,
            secret: pending.setup.secret,
            email: emailOf(pending.firstFactor),
            recaptcha,
          },
        });
        robotCheck.answered(result.showRecaptcha);
        if (result.verified) {
          // The second pass starts with empty boxes.
          setValue('code', emptyCode());
          const next: SetupState = { isFirst: false, isFromActivation };
          navigate('/two-fa-code-setup/', { state: next });
          return;
        }
        refused(result.errors);
        return;
      }
      const { setUpTwoFactor: result } = await setUp({
        input: {
          type: 'COMPLETE',
          code,
          secret: pending.setup.secret,
          ...pending.firstFactor,
          deviceToken: await deviceToken(),
          recaptcha,
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
      refused(result.errors);
    } catch (error) {
      // Other failures are logged only, as the spec says.
      console.error(error);
    }
  }, pendingOrLeave);

  const refusal = refusalMessages(errors.code);

  return (
    <TwoFactorCard
      heading={S.setupHeading}
      above={isFromActivation ? <StepProgress steps={S.activationSteps} current={2} /> : null}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="6">
          <ErrorBanner messages={refusal} />
          <Text id={textId} color="gray.700">
            {isFirst ? S.setupFirstText : S.setupSecondText}
          </Text>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput
                key={isFirst ? 'first' : 'second'}
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
          <HStack gap="3">
            <Button asChild variant="outline" size="lg" flex="1">
              <RouterLink to="/" onClick={clearPendingTwoFactor}>
                {S.close}
              </RouterLink>
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

export const route: RouteModule = { loader: pendingSetupLoader, Component: TwoFactorCodeSetupScreen };
