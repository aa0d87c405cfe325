// Route /contact-us/*: signed in only (routes.tsx puts it behind the guard,
// which sends anyone else to /), and only where the client has contact us enabled: elsewhere it
// goes to /app/home/ (ContactUsPage.tsx). The query is read afresh on every visit: content may
// have changed the subjects since.
import { graphql } from 'react-relay';
import type { ContactUsRouteQuery } from '../../__generated__/ContactUsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { ContactUsPage } from './ContactUsPage';
import '../../components/static-content.css';

const contactUsRouteQuery = graphql`
  query ContactUsRouteQuery {
    viewer {
      client {
        contactUsEnabled
      }
      ...ContactUsScreen_viewer
    }
  }
`;

export const route = queryRoute<ContactUsRouteQuery>({
  query: contactUsRouteQuery,
  Screen: ContactUsPage,
  fetchPolicy: 'network-only',
});
