// Route /sso-login/:token/:schemeYear?: exchanges the one-time token for a session and lands on
// /app/home/, or on to the 2FA screens when the organisation's 2FA is owed. A token with the prefix
// msq is a masquerade link, whose second segment is the scheme year. Skipped when already logged
// in; any failure goes to /sso-error/ with its reason.
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RouteModule } from '../../relay/queryRoute';
import { setMasquerade } from '../../browser-storage/masquerade';
import { isLoggedIn, storeLogin, storePendingTwoFactor } from '../../browser-storage/session';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { ssoStrings as S, type SsoErrorReason } from './strings';
import { useSsoLoginMutation } from './useSsoLoginMutation';

const home = '/app/home/';

function schemeYearOf(segment: string | undefined): number | undefined {
  return segment && /^\d{4}$/.test(segment) ? Number(segment) : undefined;
}

function SsoLoginScreen() {
  const navigate = useNavigate();
  const params = useParams();
  const [ssoLogin] = useSsoLoginMutation();
  const started = useRef(false);
  usePageTitle(S.signingIn);

  useEffect(() => {
    // Once per visit, even under StrictMode's double effects: the token is single use.
    if (started.current) return;
    started.current = true;
    const [token, year] = (params['*'] ?? '').split('/');
    const fail = (reason: SsoErrorReason) => navigate(`/sso-error/?reason=${reason}`, { replace: true });
    if (isLoggedIn()) {
      navigate(home, { replace: true });
      return;
    }
    if (!token) {
      fail('sso');
      return;
    }
    ssoLogin({ input: { token, schemeYear: schemeYearOf(year) } })
      .then(({ ssoLogin: result }) => {
        // The organisation's 2FA is still owed: the two-factor screens finish the login, with
        // the pending token in place of a password.
        if (result.ssoPendingToken && (result.requiresTwoFactorSetup || result.requiresTwoFactorValidation)) {
          const setup = result.twoFactorSetup
            ? { secret: result.twoFactorSetup.secret, url: result.twoFactorSetup.url }
            : null;
          storePendingTwoFactor({ ssoPendingToken: result.ssoPendingToken }, setup);
          navigate(setup ? '/two-fa-qr-setup/' : '/two-fa/', { replace: true });
          return;
        }
        if (!result.accessToken) {
          fail(result.failure === 'MASQUERADE_LINK_EXPIRED' ? 'masquerade-link-expired' : 'sso');
          return;
        }
        storeLogin({
          access_token: result.accessToken,
          expires_in: result.expiresIn ?? null,
        });
        if (result.masqueradeUserId && result.masqueradeSchemeYear) {
          setMasquerade({
            userId: result.masqueradeUserId,
            schemeYear: result.masqueradeSchemeYear,
          });
        }
        navigate(home, { replace: true });
      })
      .catch(() => fail('sso'));
  }, [navigate, params, ssoLogin]);

  return <PageLoading label={S.signingIn} />;
}

export const route: RouteModule = { Component: SsoLoginScreen };
