// The signed-in shell's footer: its fragments, drawn by FooterView.
import { graphql, useFragment } from 'react-relay';
import type { Footer_site$key } from '../__generated__/Footer_site.graphql';
import type { Footer_viewer$key } from '../__generated__/Footer_viewer.graphql';
import { FooterView } from './FooterView';

export function Footer(props: { site: Footer_site$key; viewer: Footer_viewer$key | null }) {
  const site = useFragment(
    graphql`
      fragment Footer_site on Site {
        clientName
        contactUsEnabled
      }
    `,
    props.site,
  );
  const viewer = useFragment(
    graphql`
      fragment Footer_viewer on Viewer {
        client {
          clientName
          contactUsEnabled
        }
      }
    `,
    props.viewer,
  );
  return <FooterView site={site} viewer={viewer ?? null} />;
}
