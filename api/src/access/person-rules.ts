// Rules about a person that several paths must apply alike, each decided here once so that no path
// words its own copy (docs/login-and-two-factor.md, "Who may use a password, and where"):
// - a client in single-sign-on-only mode takes no password from its people, on any path;
// - a person logs in with a password only on their own client's site, and a person of no client
//   (a platform administrator) only on the default site.
// The paths that apply them answer a refusal exactly as they answer a wrong password or an unknown
// account, so that a refusal never tells anyone that the account exists.
import { clients } from '../db/schema.js';

/** The site of people who belong to no client, and of the default client (`localhost`). */
export const defaultSite = 'localhost';

/**
 * What these rules read of a person: their client's domain and single-sign-on-only switch, both
 * null for a person of no client. Selected with `personRuleColumns` over a left join on clients.
 */
export interface PersonRuleFacts {
  clientDomain: string | null;
  clientSsoAccessOnly: boolean | null;
}

/** The columns behind PersonRuleFacts, for a select that left-joins the person's client. */
export const personRuleColumns = { clientDomain: clients.domain, clientSsoAccessOnly: clients.ssoAccessOnly };

/** A client in single-sign-on-only mode (the spec's cms flag sso_access_only) accepts no password. */
export function clientRefusesPasswords(client: { ssoAccessOnly: boolean } | null | undefined): boolean {
  return client?.ssoAccessOnly === true;
}

/**
 * Whether every password path refuses this person: login, the second factor and 2FA setup at
 * login, the forgotten password, reset and activation links. Their client signs them in through
 * its identity provider only, so a password the portal still holds for them (from before the
 * switch, or a demo one) must open nothing.
 */
export function passwordsRefusedFor(person: PersonRuleFacts): boolean {
  return clientRefusesPasswords(person.clientSsoAccessOnly === null ? null : { ssoAccessOnly: person.clientSsoAccessOnly });
}

/** The one site a person logs in on: their client's, or the default site for a person of no client. */
export function loginSiteOf(person: PersonRuleFacts): string {
  return person.clientDomain ?? defaultSite;
}

/** Whether a login sent from `site` (the domain the gateway read from the browser's host) is this person's. */
export function logsInOn(person: PersonRuleFacts, site: string): boolean {
  return loginSiteOf(person) === site.trim().toLowerCase();
}
