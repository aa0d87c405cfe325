// Route /sso-error/: the single-sign-on failure page. The reason comes as a code
// in the query; the words are always ours.
import { useSearchParams } from 'react-router-dom';
import type { RouteModule } from '../../relay/queryRoute';
import { MessagePanel } from '../../shell/MessagePanel';
import { usePageTitle } from '../../shell/usePageTitle';
import { ssoStrings as S } from './strings';

export function SsoErrorScreen() {
  const [search] = useSearchParams();
  usePageTitle(S.errorPageTitle);
  const detail = search.get('reason') === 'masquerade-link-expired' ? S.masqueradeLinkExpired : S.genericFailure;
  return (
    <MessagePanel
      title={S.errorTitle}
      icon="!"
      text={
        <>
          {S.errorText}
          <br />
          <br />
          {detail}
        </>
      }
      link={{ label: S.backToLogin, to: '/' }}
    />
  );
}

export const route: RouteModule = { Component: SsoErrorScreen };
