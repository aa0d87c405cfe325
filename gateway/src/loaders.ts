import { benefitWithSelection, contributions } from '@portal/contract/benefits';
import type { cookiePolicyPage, privacyPage, termsPage } from '@portal/contract/content';
import { family } from '@portal/contract/family';
import { profile, signedInSessions, user } from '@portal/contract/profile';
import { loginSetup } from '@portal/contract/session';
import { site } from '@portal/contract/site';
import { ccvBalance } from '@portal/contract/vouchers';
import DataLoader from 'dataloader';
import type { RestApi } from './rest/rest-api.js';
import type { SessionReads } from './rest/shared-reads.js';

/** One of the content-managed pages a site serves (content's `Site.page`). */
export type PolicyPage = typeof termsPage | typeof privacyPage | typeof cookiePolicyPage;

/** One call per key, each failure kept for its own key rather than failing the whole batch. */
function perKey<K, T, C = K>(load: (key: K) => Promise<T>, options?: DataLoader.Options<K, T, C>) {
  return new DataLoader<K, T, C>((keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => error as Error))), options);
}

/**
 * Per-request loaders. Anonymous ones serve anybody (the site's branding and content); the
 * authenticated set exists only when the request carries a token, so a resolver cannot reach
 * a user's data by accident without one.
 */
export function createAnonymousLoaders(api: RestApi) {
  return {
    /** A domain that names no client is a refusal: the site falls back to the default one. */
    theme: perKey((domain: string) => api.outcome(site, { params: { domain } }, ['notFound'])),
    policy: perKey((key: { page: PolicyPage; domain: string }) => api.call(key.page, { query: { domain: key.domain } }), {
      cacheKeyFn: (key) => `${key.domain}${key.page.path}`,
    }),
  };
}

/**
 * One call per request for each of the signed-in user's resources, however many fields read it;
 * with `session`, one call for the requests of the session that need it at the same time (the
 * shell's query and the route's, rest/shared-reads.ts).
 */
export function createAuthenticatedLoaders(api: RestApi, session: SessionReads | null = null) {
  const once = <T>(what: string, load: () => Promise<T>) => {
    let reads = 0;
    return new DataLoader<'me', T>((keys) => {
      // The request's first read may join one under way; a read again after a change is its own.
      const read = session && reads++ === 0 ? session.join(what, load) : load();
      return read.then((value) => keys.map(() => value), (error: Error) => keys.map(() => error));
    });
  };
  return {
    user: once('user', () => api.call(user)),
    /** The profile screen's details, avatar set, 2FA state and pending email. */
    profile: once('profile', () => api.call(profile)),
    signedInSessions: once('signedInSessions', () => api.call(signedInSessions)),
    loginSetup: once('loginSetup', () => api.call(loginSetup)),
    ccvBalance: once('ccvBalance', () => api.call(ccvBalance)),
    /** The family: cleared after a family change so the payload's viewer reads it afresh. */
    family: once('family', () => api.call(family)),
    /**
     * A benefit's product and the viewer's selection of it, by benefit id: one call however many
     * of the benefit page's fields (and `node`) read them. The outcome keeps a 404 (a benefit that
     * is not the viewer's) as data.
     */
    benefit: perKey((benefitId: number) => api.outcome(benefitWithSelection, { params: { benefitId: String(benefitId) } }, ['notFound'])),
    /** A benefit group's statement, by group code: the benefits of one group share it. */
    statements: perKey((groupCode: string) => api.call(contributions, { params: { groupCode } })),
  };
}

export type AnonymousLoaders = ReturnType<typeof createAnonymousLoaders>;
export type AuthenticatedLoaders = ReturnType<typeof createAuthenticatedLoaders>;
