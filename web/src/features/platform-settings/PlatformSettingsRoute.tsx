// Route /app/dashboard/platform-settings/ (employer administrators): the organisation's 2FA
// requirement, its Contact us page and its support contact. An employee is turned away by the
// guard; an employer who is not an administrator sees "Access Denied" (the gateway gives them no
// settings either).
import { graphql } from 'react-relay';
import type {
  PlatformSettingsRouteQuery,
  PlatformSettingsRouteQuery$data,
} from '../../__generated__/PlatformSettingsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { PageFrame } from '../../shell/PageFrame';
import { requires } from '../../shell/Guarded';
import { AccessDenied } from '../../shell/AccessDenied';
import { usePageTitle } from '../../shell/usePageTitle';
import { platformSettingsStrings as S } from './strings';
import { SupportSettingsForm } from './SupportSettingsForm';
import { TwoFactorEnforcement } from './TwoFactorEnforcement';

const platformSettingsRouteQuery = graphql`
  query PlatformSettingsRouteQuery {
    viewer {
      id
      platformSettings {
        ...TwoFactorEnforcement_settings
        ...SupportSettingsForm_settings
      }
    }
  }
`;

export function PlatformSettingsScreen({ data: { viewer } }: { data: PlatformSettingsRouteQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null;
  if (!viewer.platformSettings) {
    return <AccessDenied />;
  }
  return (
    <PageFrame
      maxW="4xl"
      breadcrumbs={[
        { label: S.home, to: '/app/home/' },
        { label: S.dashboard, to: '/app/dashboard/' },
        { label: S.heading },
      ]}
      title={S.heading}
      intro={S.intro}
    >
      <TwoFactorEnforcement settings={viewer.platformSettings} />
      <SupportSettingsForm settings={viewer.platformSettings} />
    </PageFrame>
  );
}

export const route = queryRoute<PlatformSettingsRouteQuery>({
  query: platformSettingsRouteQuery,
  handle: requires('managePlatformSettings'),
  Screen: PlatformSettingsScreen,
});
