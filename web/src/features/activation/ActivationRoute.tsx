// Route /activation/<id>: activation. The lookup runs first (LOADING);
// an error or status 'error' shows the terms error page with Return to home (TERMS); otherwise
// (LOADED) the first name, surname and email are stored and the steps show: DOB, then Password,
// or Verify, Password, 2FA, Terms when the organisation requires 2FA. A logged-in user goes to
// /app/home/ unless the welcome modal is pending. A click outside the form shows a reminder.
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { graphql } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ActivationRouteQuery, ActivationRouteQuery$data } from '../../__generated__/ActivationRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { storeLogin, storePendingTwoFactor } from '../../browser-storage/session';
import { AccountCard } from '../../forms/AccountCard';
import { DateOfBirthForm } from '../../forms/DateOfBirthForm';
import { toPayloadDate, type DateParts } from '../../forms/dateOfBirth';
import { FormBanner } from '../../forms/FormBanner';
import { MessagePanel } from '../../shell/MessagePanel';
import { NewPasswordForm } from '../../forms/NewPasswordForm';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { StepProgress } from '../../forms/StepProgress';
import { clearActivationUser, storeActivationUser, type ActivationUser } from './activationUser';
import { activationStrings as S } from './strings';
import { useActivateAccountMutation } from './useActivateAccountMutation';
import { useCheckActivationPasswordMutation } from './useCheckActivationPasswordMutation';
import { useLookUpActivationMutation } from './useLookUpActivationMutation';
import { useVerifyActivationDateOfBirthMutation } from './useVerifyActivationDateOfBirthMutation';

const activationRouteQuery = graphql`
  query ActivationRouteQuery {
    viewer {
      id
      showWelcomeModal
    }
    ...NewPasswordForm_query
  }
`;

type Lookup =
  { kind: 'LOADING' } | { kind: 'TERMS' } | { kind: 'LOADED'; user: ActivationUser; requiresTwoFa: boolean };
type Step = 'DOB' | 'PASSWORD';

function ActivationScreen({ data }: { data: ActivationRouteQuery$data }) {
  const { viewer } = data;
  const { '*': rest = '' } = useParams();
  const activationId = rest.split('/')[0] ?? '';
  const navigate = useNavigate();
  const [lookUp] = useLookUpActivationMutation();
  const [verifyDateOfBirth] = useVerifyActivationDateOfBirthMutation();
  const [checkPassword] = useCheckActivationPasswordMutation();
  const [activate] = useActivateAccountMutation();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'LOADING' });
  const [step, setStep] = useState<Step>('DOB');
  const [dateOfBirth, setDateOfBirth] = useState<DateParts | null>(null);
  const [lowered, setLowered] = useState(false);
  const [clickedAway, setClickedAway] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const goHome = Boolean(viewer && !viewer.showWelcomeModal);

  usePageTitle(S.pageTitle);

  useEffect(() => {
    if (goHome || !activationId) return undefined;
    let current = true;
    lookUp({ input: { activationId } })
      .then(({ lookUpActivation: result }) => {
        if (!current) return;
        if (!result.found) {
          setLookup({ kind: 'TERMS' });
          return;
        }
        const user = { firstName: result.firstName ?? '', surname: result.surname ?? '', email: result.email ?? '' };
        if (!viewer) storeActivationUser(user);
        setLookup({ kind: 'LOADED', user, requiresTwoFa: result.requiresTwoFa });
      })
      .catch(() => current && setLookup({ kind: 'TERMS' }));
    return () => {
      current = false;
    };
  }, [activationId, goHome, lookUp, viewer]);

  if (goHome) return <Navigate to="/app/home/" replace />;
  if (lookup.kind === 'LOADING' && activationId) return <PageLoading label={S.loading} />;
  if (lookup.kind !== 'LOADED') {
    return (
      <MessagePanel
        title={S.errorHeading}
        text={S.errorText}
        icon="!"
        link={{ label: S.returnToHome, to: '/', reload: true }}
      />
    );
  }

  const { user, requiresTwoFa } = lookup;
  const steps = requiresTwoFa ? S.twoFactorSteps : S.steps;
  const index = step === 'DOB' ? 0 : 1;
  const progress = <StepProgress steps={steps} current={lowered ? Math.max(index - 1, 0) : index} />;
  const labels = { cancel: S.cancel, next: S.next, networkError: S.networkError, failed: S.activationFailed };
  const cancel = () => {
    clearActivationUser();
    navigate('/');
  };
  const expired = () => setLookup({ kind: 'TERMS' });

  const clickOutside = (event: MouseEvent) => {
    if (card.current && !card.current.contains(event.target as Node)) setClickedAway(true);
  };

  return (
    <Box flex="1" display="flex" flexDirection="column" onMouseDown={clickOutside} data-testid="activation-area">
      <AccountCard
        cardRef={card}
        heading={step === 'DOB' ? S.dobHeading(user.firstName) : S.passwordHeading}
        intro={step === 'DOB' ? S.dobIntro : S.passwordIntro(user.email)}
        progress={progress}
      >
        {clickedAway ? <FormBanner status="info" message={S.clickAway} /> : null}
        {step === 'DOB' ? (
          <DateOfBirthForm
            key="dob"
            initial={dateOfBirth ?? undefined}
            verify={async (date) =>
              (await verifyDateOfBirth({ input: { activationId, dateOfBirth: date } })).verifyActivationDateOfBirth
            }
            onVerified={(parts) => {
              setDateOfBirth(parts);
              setLowered(false);
              setClickedAway(false);
              setStep('PASSWORD');
            }}
            onRefused={() => setLowered(true)}
            onLinkExpired={expired}
            onCancel={cancel}
            labels={labels}
          />
        ) : (
          <NewPasswordForm
            key="password"
            query={data}
            checkPassword={async (password) =>
              (await checkPassword({ input: { activationId, password } })).checkActivationPassword
            }
            submit={async (password, confirmation) => {
              const { activateAccount: result } = await activate({
                input: {
                  activationId,
                  dateOfBirth: toPayloadDate(dateOfBirth!),
                  password,
                  passwordConfirmation: confirmation,
                },
              });
              if (result.requiresTwoFactorSetup) {
                const setup =
                  result.twoFactorSecret && result.twoFactorUrl
                    ? { secret: result.twoFactorSecret, url: result.twoFactorUrl }
                    : null;
                storePendingTwoFactor({ email: user.email, password }, setup);
                clearActivationUser();
                navigate('/two-fa-qr-setup/', { state: { isFromActivation: true, ...setup } });
                return undefined;
              }
              if (result.accessToken) {
                storeLogin({ access_token: result.accessToken, expires_in: result.expiresIn ?? null });
                clearActivationUser();
                navigate('/app/home/', { replace: true });
                return undefined;
              }
              return result;
            }}
            onRefused={() => setLowered(true)}
            onLinkExpired={expired}
            onCancel={cancel}
            labels={labels}
          />
        )}
      </AccountCard>
    </Box>
  );
}

export const route = queryRoute<ActivationRouteQuery>({ query: activationRouteQuery, Screen: ActivationScreen });
