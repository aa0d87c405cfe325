// Single sign-on finds people by their email claim (sso/), so where a client uses it the address
// is the identity provider's to change, not the person's.
import type { Client } from '../db/clients.js';

export function emailOwnedBySso(client: Client | undefined): boolean {
  return Boolean(client?.ssoEnabled || client?.ssoAccessOnly);
}
