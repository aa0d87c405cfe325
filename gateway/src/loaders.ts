import DataLoader from 'dataloader';
import type { MainApi } from './rest/main.js';
import type { PolicyPath } from './rest/types.js';

/**
 * Per-request loaders. Anonymous ones serve anybody (the site's branding and content); the
 * authenticated set exists only when the request carries a token, so a resolver cannot reach
 * a user's data by accident without one.
 */
export function createAnonymousLoaders(main: MainApi) {
  return {
    theme: new DataLoader<string, Awaited<ReturnType<MainApi['theme']>>>((domains) =>
      Promise.all(domains.map((each) => main.theme(each).catch((error: unknown) => error as Error))),
    ),
    policy: new DataLoader<{ path: PolicyPath; domain: string }, Awaited<ReturnType<MainApi['policy']>>, string>(
      (keys) => Promise.all(keys.map((key) => main.policy(key.path, key.domain).catch((error: unknown) => error as Error))),
      { cacheKeyFn: (key) => `${key.domain}/${key.path}` },
    ),
  };
}

/** One call per request for each of the signed-in user's resources, however many fields read it. */
export function createAuthenticatedLoaders(main: MainApi) {
  const once = <T>(load: () => Promise<T>) =>
    new DataLoader<'me', T>((keys) => load().then((value) => keys.map(() => value), (error: Error) => keys.map(() => error)));
  return {
    user: once(() => main.user()),
    loginSetup: once(() => main.loginSetup()),
    ccvBalance: once(() => main.ccvBalance()),
  };
}

export type AnonymousLoaders = ReturnType<typeof createAnonymousLoaders>;
export type AuthenticatedLoaders = ReturnType<typeof createAuthenticatedLoaders>;
