// Route /logout/: ends the session on the server, forgets it here (cookie consent stays, the
// cached client theme goes), then goes to the single-sign-on logout URL or /logout-success/; a
// logout made for a reason (a stored login error, e.g. benefits that failed to load) goes to the
// login page instead, which shows the reason.
import { Button } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearLogin, getCredentials, hasLoginError } from '../../browser-storage/session';
import type { RouteModule } from '../../relay/queryRoute';
import { MessagePanel } from '../../shell/MessagePanel';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { clearCachedTheme } from '../../site/brandTheme';
import { logoutStrings } from './strings';
import { useLogoutMutation } from './useLogoutMutation';

function LogoutScreen() {
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailed(false);
    try {
      let ssoLogoutUrl: string | null = null;
      // Without a token there is no server session to end: just tidy up locally.
      if (getCredentials()) {
        const { logout: result } = await logout({ input: {} });
        if (result.errors.length > 0) throw new Error(result.errors[0]?.message);
        ssoLogoutUrl = result.ssoLogoutUrl ?? null;
      }
      clearLogin();
      clearCachedTheme();
      if (ssoLogoutUrl) window.location.assign(ssoLogoutUrl);
      else navigate(hasLoginError() ? '/' : '/logout-success/', { replace: true });
    } catch {
      setFailed(true);
    }
  }, [logout, navigate]);

  usePageTitle(logoutStrings.loggingOut);
  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (failed) {
    return (
      <MessagePanel title={logoutStrings.failed} icon="!">
        <Button colorPalette="brand" size="lg" onClick={() => void run()}>
          {logoutStrings.retry}
        </Button>
      </MessagePanel>
    );
  }
  return <PageLoading label={logoutStrings.loggingOut} />;
}

export const route: RouteModule = { Component: LogoutScreen };
