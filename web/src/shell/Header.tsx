// The signed-in shell's header: its fragments, drawn by HeaderView.
import { graphql, useFragment } from 'react-relay';
import type { Header_site$key } from '../__generated__/Header_site.graphql';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql';
import { HeaderView } from './HeaderView';

export function Header(props: { site: Header_site$key; viewer: Header_viewer$key | null }) {
  const site = useFragment(
    graphql`
      fragment Header_site on Site {
        clientName
        theme {
          benefitBrandName
          logoFileUrl
          mobileLogo
          brandHeaderLogo
        }
      }
    `,
    props.site,
  );
  const viewer = useFragment(
    graphql`
      fragment Header_viewer on Viewer {
        hasFaqs
        can {
          viewBenefits
          viewEmployerDashboard
          startMasquerade
        }
        client {
          clientName
          theme {
            benefitBrandName
            logoFileUrl
            mobileLogo
            brandHeaderLogo
            clientLogo
          }
        }
        ...UserMenu_viewer
      }
    `,
    props.viewer,
  );
  return <HeaderView site={site} viewer={viewer ?? null} />;
}
