// Route /forgotten-password/*: "Reset your password" with an email and the robot check, then
// "It's on the way...". The form is hidden when the site is single-sign-on only; the query
// message=token-expired (from the reset wizard) is shown above the form.
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ForgottenPasswordRouteQuery } from '../../__generated__/ForgottenPasswordRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import { AccountCard } from '../../shell/AccountCard';
import { FormBanner } from '../../shell/FormBanner';
import { RobotCheck } from '../../shell/RobotCheck';
import { validateEmail } from '../login/emailValidation';
import { forgottenPasswordStrings as S } from './strings';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

const forgottenPasswordRouteQuery = graphql`
  query ForgottenPasswordRouteQuery {
    site {
      ssoAccessOnly
      theme {
        benefitBrandName
      }
    }
  }
`;

export function loader() {
  return preloadQuery<ForgottenPasswordRouteQuery>(forgottenPasswordRouteQuery, {});
}

function BackToLogin() {
  return (
    <Link asChild color="brand.fg" fontWeight="600" alignSelf="flex-start">
      <RouterLink to="/">{S.backToLogin}</RouterLink>
    </Link>
  );
}

export function Component() {
  const reference = useLoaderData() as PreloadedQuery<ForgottenPasswordRouteQuery>;
  const { site } = usePreloadedQuery<ForgottenPasswordRouteQuery>(forgottenPasswordRouteQuery, reference);
  const [params] = useSearchParams();
  const [requestReset, sending] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [recaptchaError, setRecaptchaError] = useState<string | null>(null);
  const [robotCheckReset, setRobotCheckReset] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    document.title = S.pageTitle(site.theme.benefitBrandName);
  }, [site.theme.benefitBrandName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const error = validateEmail(email);
    setEmailTouched(true);
    setEmailError(error);
    setRecaptchaError(recaptcha ? null : S.captchaRequired);
    if (error || !recaptcha) return;
    try {
      const { requestPasswordReset: result } = await requestReset({
        input: { email: email.trim(), recaptcha, isRecaptchaEnabled: Boolean(recaptcha) },
      });
      if (result.sent) {
        setSent(true);
        return;
      }
      const [first] = result.errors;
      if (first?.field === 'email') setEmailError(first.message);
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
          <Field.Root invalid={emailError !== null} required>
            <Field.Label fontWeight="600" color="gray.800">
              {S.emailLabel}
            </Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              size="lg"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (emailTouched) setEmailError(validateEmail(event.target.value));
              }}
              onBlur={() => {
                setEmailTouched(true);
                setEmailError(validateEmail(email));
              }}
              focusRingColor="brand.focusRing"
            />
            {emailError ? <Field.ErrorText>{emailError}</Field.ErrorText> : null}
          </Field.Root>
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
