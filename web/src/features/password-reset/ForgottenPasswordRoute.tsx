// Route /forgotten-password/*: "Reset your password" with an email and the robot check, then
// "It's on the way...". The form is hidden when the site is single-sign-on only; the query
// message=token-expired (from the reset wizard) is shown above the form.
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ForgottenPasswordRouteQuery, ForgottenPasswordRouteQuery$data } from '../../__generated__/ForgottenPasswordRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { usePageTitle } from '../../shell/usePageTitle';
import { AccountCard } from '../../forms/AccountCard';
import { FormBanner } from '../../forms/FormBanner';
import { SingleSignOnButton } from '../../forms/SingleSignOn';
import { RobotCheck } from '../../forms/RobotCheck';
import { EmailField, useEmailField } from '../../forms/EmailField';
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

function ForgottenPasswordScreen({ data: { site } }: { data: ForgottenPasswordRouteQuery$data }) {
  const [params] = useSearchParams();
  const [requestReset, sending] = useRequestPasswordResetMutation();
  const emailField = useEmailField();
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [recaptchaError, setRecaptchaError] = useState<string | null>(null);
  const [robotCheckReset, setRobotCheckReset] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  usePageTitle(S.pageTitle);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const error = emailField.check();
    setRecaptchaError(recaptcha ? null : S.captchaRequired);
    if (error || !recaptcha) return;
    try {
      const { requestPasswordReset: result } = await requestReset({
        input: { email: emailField.value.trim(), recaptcha, isRecaptchaEnabled: Boolean(recaptcha) },
      });
      if (result.sent) {
        setSent(true);
        return;
      }
      const [first] = result.errors;
      if (first?.field === 'email') emailField.setError(first.message);
      else if (first?.field === 'recaptcha') setRecaptchaError(first.message);
      else setBanner(first?.message ?? S.unexpectedError);
    } catch {
      setBanner(S.unexpectedError);
    }
    // The server spends a solution once: a new attempt needs a new one.
    setRecaptcha(null);
    setRobotCheckReset((n) => n + 1);
  };

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
      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          {params.get('message') === 'token-expired' ? <FormBanner status="info" message={S.tokenExpired} /> : null}
          <FormBanner message={banner} />
          <EmailField label={S.emailLabel} field={emailField} />
          <RobotCheck
            onChange={(payload) => {
              setRecaptcha(payload);
              if (payload) setRecaptchaError(null);
            }}
            error={recaptchaError}
            resetKey={robotCheckReset}
          />
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

export const route = queryRoute<ForgottenPasswordRouteQuery>({ query: forgottenPasswordRouteQuery, Screen: ForgottenPasswordScreen });
