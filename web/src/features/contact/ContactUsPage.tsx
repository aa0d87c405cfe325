// The Contact us page around its screen: the redirect home for a client with contact us switched
// off, breadcrumb Home > Contact Us, the title "Contact Us | {brand}" and the heading.
import { Navigate } from 'react-router-dom';
import type { ContactUsRouteQuery$data } from '../../__generated__/ContactUsRouteQuery.graphql';
import { PageFrame } from '../../shell/PageFrame';
import { usePageTitle } from '../../shell/usePageTitle';
import { ContactUsScreen } from './ContactUsScreen';
import { contactStrings as S } from './strings';

export function ContactUsPage({ data: { viewer } }: { data: ContactUsRouteQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  // Switched off for the client; a platform administrator has no client at all.
  if (!viewer.client?.contactUsEnabled) return <Navigate to="/app/home/" replace />;
  return (
    <PageFrame
      maxW="6xl"
      title={S.heading}
      intro={S.intro}
      breadcrumbs={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]}
    >
      <ContactUsScreen viewer={viewer} />
    </PageFrame>
  );
}
