// Route /forgotten-password/*: "Reset your password" with an email and the robot check, then
// "It's on the way...". The form is hidden when the site is single-sign-on only; the query
// message=token-expired (from the reset wizard) is shown above the form.
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import type {
  ForgottenPasswordRouteQuery,
  ForgottenPasswordRouteQuery$data,
} from '../../__generated__/ForgottenPasswordRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { usePageTitle } from '../../shell/usePageTitle';
import { AccountCard } from '../../forms/AccountCard';
import { FormBanner } from '../../forms/FormBanner';
import { SingleSignOnButton } from '../../forms/SingleSignOn';
import { useRobotCheck } from '../../forms/useRobotCheck';
import { EmailField, emailFrom, emailRules } from '../../forms/EmailField';
import { forgottenPasswordStrings as S } from './strings';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

const forgottenPasswordRouteQuery = graphql`
  query ForgottenPasswordRouteQuery {
    site {
      domain
      ssoAccessOnly
    }
  }
`;

function BackToLogin() {
  return (
    <Link asChild color="brand.fg" fontWeight="600" alignSelf="flex-start">
      <RouterLink to="/">{S.backToLogin}</RouterLink>
    </Link>
  );
}

interface ForgottenPasswordValues {
  email: string;
  recaptcha: string | null;
}

export function ForgottenPasswordScreen({ data: { site } }: { data: ForgottenPasswordRouteQuery$data }) {
  const [params] = useSearchParams();
  // The login form hands over the email typed there.
  const handedOver = emailFrom(useLocation().state);
  const [requestReset, sending] = useRequestPasswordResetMutation();
  const form = useForm<ForgottenPasswordValues>({
    // The email is checked on blur and re-checked on every change after.
    mode: 'onTouched',
    defaultValues: { email: handedOver, recaptcha: null },
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors },
  } = form;
  // Always shown here, and required.
  const robotCheck = useRobotCheck(form, 'recaptcha', true);
  const [sent, setSent] = useState(false);

  usePageTitle(S.pageTitle);

  const submit = handleSubmit(async ({ email, recaptcha }) => {
    try {
      const { requestPasswordReset: result } = await requestReset({
        input: { email: email.trim(), recaptcha, isRecaptchaEnabled: Boolean(recaptcha) },
      });
      if (result.sent) {
        setSent(true);
        return;
      }
      const [first] = result.errors;
      if (first?.field === 'email') setError('email', { type: 'server', message: first.message });
      else if (first?.field === 'recaptcha') setError('recaptcha', { type: 'server', message: first.message });
      else setError('root.server', { type: 'server', message: first?.message ?? S.unexpectedError });
    } catch {
      setError('root.server', { type: 'server', message: S.unexpectedError });
    }
    // The server spends a solution once: a new attempt needs a new one.
    robotCheck.answered(false);
  });

  if (sent) {
    return (
      <AccountCard heading={S.successHeading} intro={S.successText}>
        <BackToLogin />
      </AccountCard>
    );
  }

  if (site.ssoAccessOnly) {
    return (
      <AccountCard heading={S.heading}>
        <FormBanner status="info" message={S.ssoOnly} />
        <SingleSignOnButton domain={site.domain} primary />
        <BackToLogin />
      </AccountCard>
    );
  }

  return (
    <AccountCard heading={S.heading} intro={S.intro}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {params.get('message') === 'token-expired' ? <FormBanner status="info" message={S.tokenExpired} /> : null}
          <FormBanner message={errors.root?.server?.message ?? null} />
          <EmailField
            label={S.emailLabel}
            registration={register(
              'email',
              emailRules(() => trigger('email')),
            )}
            error={errors.email}
          />
          {robotCheck.element}
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={sending} fontWeight="600">
            {S.submit}
          </Button>
          <Text textAlign="center">
            <BackToLogin />
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}

export const route = queryRoute<ForgottenPasswordRouteQuery>({
  query: forgottenPasswordRouteQuery,
  Screen: ForgottenPasswordScreen,
});
