// Route /reset-password?token=...&dob=DD-MM-YYYY: the two-step reset wizard.
// No query or no token goes to /forgotten-password. The link is validated first; step 1 "Verify"
// asks for the date of birth and, once verified, puts it in the URL as DD-MM-YYYY; step 2
// "Password" sets the new password. A gone token shows "Token has expired" and, 3 seconds later,
// /forgotten-password?message=token-expired.
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, redirect, useNavigate, useSearchParams } from 'react-router-dom';
import type {
  ResetPasswordRouteQuery,
  ResetPasswordRouteQuery$data,
} from '../../__generated__/ResetPasswordRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { markPasswordChanged } from '../../browser-storage/passwordChanged';
import { AccountCard } from '../../forms/AccountCard';
import { DateOfBirthForm } from '../../forms/DateOfBirthForm';
import { fromQueryDate, queryDateToPayload, toQueryDate } from '../../forms/dateOfBirth';
import { MessagePanel } from '../../shell/MessagePanel';
import { NewPasswordForm } from '../../forms/NewPasswordForm';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { StepProgress } from '../../forms/StepProgress';
import { resetPasswordStrings as S } from './strings';
import { useCheckPasswordResetPasswordMutation } from './useCheckPasswordResetPasswordMutation';
import { useResetPasswordMutation } from './useResetPasswordMutation';
import { useValidatePasswordResetLinkMutation } from './useValidatePasswordResetLinkMutation';
import { useVerifyPasswordResetDateOfBirthMutation } from './useVerifyPasswordResetDateOfBirthMutation';

/** The spec's token-expired redirect delay. */
export const TOKEN_EXPIRED_REDIRECT_MS = 3000;
export const TOKEN_EXPIRED_PATH = '/forgotten-password?message=token-expired';

const resetPasswordRouteQuery = graphql`
  query ResetPasswordRouteQuery {
    ...NewPasswordForm_query
  }
`;

type LinkState =
  { kind: 'checking' } | { kind: 'invalid'; message: string; retry: boolean } | { kind: 'valid' } | { kind: 'expired' };

/** A redirect URL into a partner area (another origin) replaces the page; ours navigates. */
function isExternal(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function ResetPasswordScreen({ data }: { data: ResetPasswordRouteQuery$data }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dobQuery = params.get('dob');
  const dateOfBirth = queryDateToPayload(dobQuery);
  const navigate = useNavigate();
  const [validate] = useValidatePasswordResetLinkMutation();
  const [verifyDateOfBirth] = useVerifyPasswordResetDateOfBirthMutation();
  const [checkPassword] = useCheckPasswordResetPasswordMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // Step 2 once the link is valid and a dob is in the query; otherwise step 1.
  const step = dateOfBirth ? 1 : 0;
  // Lowered by one while the step's last submit was refused (invalid date, rules not met).
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const progress = refusedAt === step ? Math.max(step - 1, 0) : step;

  usePageTitle(S.pageTitle);

  useEffect(() => {
    let current = true;
    validate({ input: { token } })
      .then(({ validatePasswordResetLink: result }) => {
        if (!current) return;
        if (result.valid) setLink({ kind: 'valid' });
        else
          setLink({
            kind: 'invalid',
            message: result.message ?? S.linkInvalid,
            retry: result.message === S.linkUnreachable,
          });
      })
      .catch(() => current && setLink({ kind: 'invalid', message: S.linkUnreachable, retry: true }));
    return () => {
      current = false;
    };
  }, [token, validate, attempt]);

  const expire = useCallback(() => setLink({ kind: 'expired' }), []);
  useEffect(() => {
    if (link.kind !== 'expired') return undefined;
    const timer = setTimeout(() => navigate(TOKEN_EXPIRED_PATH, { replace: true }), TOKEN_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [link.kind, navigate]);

  const lower = () => setRefusedAt(step);
  const cancel = () => navigate('/');

  if (link.kind === 'checking') return <PageLoading label={S.checkingLink} />;
  if (link.kind === 'invalid') {
    return (
      <MessagePanel title={S.invalidLinkHeading} text={link.message} icon="!">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          {link.retry ? (
            <Button
              variant="outline"
              size="lg"
              onClick={() => {
                setLink({ kind: 'checking' });
                setAttempt((n) => n + 1);
              }}
            >
              {S.tryAgain}
            </Button>
          ) : null}
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/forgotten-password">{S.requestNewLink}</RouterLink>
          </Button>
        </Stack>
      </MessagePanel>
    );
  }
  if (link.kind === 'expired') {
    return (
      <MessagePanel title={S.tokenExpired} icon="!">
        <Stack direction="row" align="center" gap="3" color="gray.700" role="status">
          <Spinner size="sm" color="brand.fg" />
          <Text>{S.redirectingToForgotten}</Text>
        </Stack>
      </MessagePanel>
    );
  }

  const progressBar = <StepProgress steps={S.steps} current={progress} />;
  const labels = { cancel: S.cancel, next: S.next, networkError: S.networkError, failed: S.resetFailed };

  if (!dateOfBirth) {
    return (
      <AccountCard heading={S.verifyHeading} intro={S.verifyIntro} progress={progressBar}>
        <DateOfBirthForm
          key="verify"
          initial={fromQueryDate(dobQuery) ?? undefined}
          verify={async (date) =>
            (await verifyDateOfBirth({ input: { token, dateOfBirth: date } })).verifyPasswordResetDateOfBirth
          }
          onVerified={(parts) =>
            navigate(`/reset-password?${new URLSearchParams({ token, dob: toQueryDate(parts) }).toString()}`)
          }
          onRefused={lower}
          onLinkExpired={expire}
          onCancel={cancel}
          labels={labels}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard heading={S.passwordHeading} intro={S.passwordIntro} progress={progressBar}>
      <NewPasswordForm
        key="password"
        query={data}
        checkPassword={async (password) =>
          (await checkPassword({ input: { token, password } })).checkPasswordResetPassword
        }
        submit={async (password, confirmation) => {
          const { resetPassword: result } = await resetPassword({
            input: { token, dateOfBirth, password, passwordConfirmation: confirmation },
          });
          if (!result.reset) return result;
          markPasswordChanged();
          const target = result.redirectUrl || '/';
          if (isExternal(target)) window.location.replace(target);
          else navigate(target, { replace: true });
          return undefined;
        }}
        onRefused={lower}
        onLinkExpired={expire}
        onCancel={cancel}
        labels={labels}
      />
    </AccountCard>
  );
}

export const route = queryRoute<ResetPasswordRouteQuery>({
  query: resetPasswordRouteQuery,
  // With no query, or with no token, the wizard cannot start.
  redirect: ({ url }) => (!url.search || !url.searchParams.get('token') ? redirect('/forgotten-password') : null),
  Screen: ResetPasswordScreen,
});
