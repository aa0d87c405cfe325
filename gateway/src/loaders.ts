import DataLoader from 'dataloader';
import type { MainApi } from './rest/main.js';
import type { PolicyPath } from './rest/main.js';
import type { SessionReads } from './shared-reads.js';

/** One call per key, each failure kept for its own key rather than failing the whole batch. */
function perKey<K, T, C = K>(load: (key: K) => Promise<T>, options?: DataLoader.Options<K, T, C>) {
  return new DataLoader<K, T, C>((keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => error as Error))), options);
}

/**
 * Per-request loaders. Anonymous ones serve anybody (the site's branding and content); the
 * authenticated set exists only when the request carries a token, so a resolver cannot reach
 * a user's data by accident without one.
 */
export function createAnonymousLoaders(main: MainApi) {
  return {
    theme: perKey((domain: string) => main.theme(domain)),
    policy: perKey((key: { path: PolicyPath; domain: string }) => main.policy(key.path, key.domain), {
      cacheKeyFn: (key) => `${key.domain}/${key.path}`,
    }),
  };
}

/**
 * One call per request for each of the signed-in user's resources, however many fields read it;
 * with `session`, one call for the requests of the session that need it at the same time (the
 * shell's query and the route's, shared-reads.ts).
 */
export function createAuthenticatedLoaders(main: MainApi, session: SessionReads | null = null) {
  const once = <T>(what: string, load: () => Promise<T>) => {
    let reads = 0;
    return new DataLoader<'me', T>((keys) => {
      // The request's first read may join one under way; a read again after a change is its own.
      const read = session && reads++ === 0 ? session.join(what, load) : load();
      return read.then((value) => keys.map(() => value), (error: Error) => keys.map(() => error));
    });
  };
  return {
    user: once('user', () => main.user()),
    /** The profile screen's details, avatar set, 2FA state and pending email. */
    profile: once('profile', () => main.profile()),
    signedInSessions: once('signedInSessions', () => main.signedInSessions()),
    loginSetup: once('loginSetup', () => main.loginSetup()),
    ccvBalance: once('ccvBalance', () => main.ccvBalance()),
    /** The family: cleared after a family change so the payload's viewer reads it afresh. */
    family: once('family', () => main.family()),
    /**
     * A benefit's product and the viewer's selection of it, by benefit id: one call however many
     * of the benefit page's fields (and `node`) read them. The outcome keeps a 404 as data.
     */
    benefit: perKey((benefitId: number) => main.benefitWithSelection(benefitId)),
    /** A benefit group's statement, by group code: the benefits of one group share it. */
    statements: perKey((groupCode: string) => main.contributions(groupCode)),
  };
}

export type AnonymousLoaders = ReturnType<typeof createAnonymousLoaders>;
export type AuthenticatedLoaders = ReturnType<typeof createAuthenticatedLoaders>;
