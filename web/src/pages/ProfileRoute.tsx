// Route /app/home/my-profile/ (Profile Settings): the signed-in person's own account, one section
// each: details (and email), avatar, password, two-factor authentication, where they are
// signed in and reminders, then the sections of the features the profile gathers, each its own fragment.
// Composed here from the profile's sections and those of the family, life-events and two-factor
// domains (features/<domain>/), none of which imports another.
import { graphql } from 'react-relay';
import type { ProfileRouteQuery, ProfileRouteQuery$data } from '../__generated__/ProfileRouteQuery.graphql';
import { queryRoute } from '../relay/queryRoute';
import { PageFrame } from '../shell/PageFrame';
import { usePageTitle } from '../shell/usePageTitle';
import { FamilyMembersSection } from '../features/family/FamilyMembersSection';
import { LifeEventsSection } from '../features/life-events/LifeEventsSection';
import { TwoFactorSection } from '../features/two-factor/profile/TwoFactorSection';
import { AvatarPicker } from '../features/profile/AvatarPicker';
import { ConfirmEmail } from '../features/profile/ConfirmEmail';
import { PasswordSection } from '../features/profile/PasswordSection';
import { ProfileDetails } from '../features/profile/ProfileDetails';
import { SignedInSessions } from '../features/profile/SignedInSessions';
import { WindowReminders } from '../features/profile/WindowReminders';
import { profileStrings as S } from '../features/profile/strings';

const profileRouteQuery = graphql`
  query ProfileRouteQuery {
    viewer {
      ...ProfileDetails_viewer
      ...AvatarPicker_viewer
      ...TwoFactorSection_viewer
      ...SignedInSessions_viewer
      ...WindowReminders_viewer
      ...FamilyMembersSection_viewer
      ...LifeEventsSection_viewer
    }
    passwordRules {
      code
      name
    }
  }
`;

export function ProfileScreen({ data: { viewer, passwordRules } }: { data: ProfileRouteQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return (
    <PageFrame
      title={S.heading}
      intro={S.intro}
      breadcrumbs={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]}
    >
      <ConfirmEmail />
      <ProfileDetails viewer={viewer} />
      <AvatarPicker viewer={viewer} />
      <PasswordSection rules={passwordRules} />
      <TwoFactorSection viewer={viewer} />
      <SignedInSessions viewer={viewer} />
      <WindowReminders viewer={viewer} />
      <FamilyMembersSection viewer={viewer} />
      <LifeEventsSection viewer={viewer} />
    </PageFrame>
  );
}

// Read afresh on every visit: another session, the employer or a family change may have moved it.
export const route = queryRoute<ProfileRouteQuery>({
  query: profileRouteQuery,
  Screen: ProfileScreen,
  fetchPolicy: 'network-only',
});
