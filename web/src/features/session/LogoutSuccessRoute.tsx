// Route /logout-success/: the logout confirmation.
import type { RouteModule } from '../../relay/queryRoute';
import { MessagePanel } from '../../shell/MessagePanel';
import { usePageTitle } from '../../shell/usePageTitle';
import { logoutStrings } from './strings';

function LogoutSuccessScreen() {
  usePageTitle(logoutStrings.pageTitle);
  return (
    <MessagePanel
      title={logoutStrings.successTitle}
      text={logoutStrings.successText}
      icon="✓"
      link={{ label: logoutStrings.backToLogin, to: '/' }}
    />
  );
}

export const route: RouteModule = { Component: LogoutSuccessScreen };
