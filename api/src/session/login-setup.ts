// GET /login/setup: what the web needs right after login to build the shell.
import type { Database } from '../db/client.js';
import { listFaqs } from '../policies/site-content.js';
import { findClientById, themeOf } from '../themes/theme.js';
import { listClientExceptions } from '../user/user.js';
import type { User } from './authentication.js';

export async function loginSetup(db: Database, user: User) {
  const client = user.clientId === null ? undefined : await findClientById(db, user.clientId);
  if (!client) {
    // Platform administrators belong to no client.
    return { user: { id: user.id, firstLogin: user.firstLogin }, client: null, cmsData: { faqs: [], sso_access_only: false } };
  }
  const theme = themeOf(client);
  return {
    user: { id: user.id, firstLogin: user.firstLogin },
    client: {
      id: client.id,
      clientName: client.clientName,
      contactUsEnabled: client.contactUsEnabled,
      clientExceptions: await listClientExceptions(db, client.id),
      scheme: {
        schemeYear: client.schemeYear,
        baseFont: client.baseFont,
        headerFont: client.headerFont,
        avatarSet: theme.avatarSet,
        theme: { core: theme },
      },
    },
    cmsData: { faqs: await listFaqs(db, client.id), sso_access_only: client.ssoAccessOnly },
  };
}
