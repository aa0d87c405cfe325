import { benefitWithSelection, contributions } from '@portal/contract/benefits';
import type { cookiePolicyPage, privacyPage, termsPage } from '@portal/contract/content';
import { family } from '@portal/contract/family';
import { profile, signedInSessions, user } from '@portal/contract/profile';
import { loginSetup } from '@portal/contract/session';
import { site } from '@portal/contract/site';
import { ccvBalance } from '@portal/contract/vouchers';
import DataLoader from 'dataloader';
import type { OutcomeOf, RestApi, SuccessOf } from './rest/rest-api.js';
import type { SessionReads } from './rest/shared-reads.js';

/** One of the content-managed pages a site serves (content's `Site.page`). */
export type PolicyPage = typeof termsPage | typeof privacyPage | typeof cookiePolicyPage;

/** One call per key, each failure kept for its own key rather than failing the whole batch. */
function perKey<K, T, C = K>(load: (key: K) => Promise<T>, options?: DataLoader.Options<K, T, C>) {
  return new DataLoader<K, T, C>(
    (keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => error as Error))),
    options,
  );
}

/**
 * Per-request loaders. Anonymous ones serve anybody (the site's branding and content); the
 * authenticated set exists only when the request carries a token, so a resolver cannot reach
 * a user's data by accident without one. Each loader is made when a resolver first reads it: most
 * requests need one or two of them, and every request pays for what it makes.
 */
export class AnonymousLoaders {
  #theme?: DataLoader<string, OutcomeOf<typeof site>>;
  #policy?: DataLoader<{ page: PolicyPage; domain: string }, SuccessOf<PolicyPage>, string>;

  constructor(private readonly api: RestApi) {}

  /** A domain that names no client is a refusal: the site falls back to the default one. */
  get theme() {
    return (this.#theme ??= perKey((domain: string) => this.api.outcome(site, { params: { domain } }, ['notFound'])));
  }

  get policy() {
    return (this.#policy ??= perKey(
      (key: { page: PolicyPage; domain: string }) => this.api.call(key.page, { query: { domain: key.domain } }),
      {
        cacheKeyFn: (key) => `${key.domain}${key.page.path}`,
      },
    ));
  }
}

/**
 * One read of the signed-in person's, however many fields need it: made when first asked for, kept
 * for the request until cleared (a change the request made). Not a DataLoader: a single key has
 * nothing to batch, and a DataLoader would hold each read back a tick to gather keys that never come.
 */
export class Once<T> {
  #read: Promise<T> | undefined;
  #settled: { value: T } | undefined;
  /** Only the request's first read may join the session's; a read after a change is its own. */
  #first = true;

  /**
   * `carrier`: another read whose answer carries this one. The request's first read joins the
   * session's carrier under way, when there is one, rather than asking the api again.
   */
  constructor(
    private readonly what: string,
    private readonly read: () => Promise<T>,
    private readonly session: SessionReads | null,
    private readonly carrier?: { what: string; pick: (answer: never) => T },
  ) {}

  /** The read, started on the first call (`'me'` names the person, as the fields have always asked). */
  load(_key: 'me' = 'me'): Promise<T> {
    if (this.#read) return this.#read;
    // The request's first read may join one under way; a read again after a change is its own.
    const first = this.#first;
    this.#first = false;
    return this.#keep(this.session && first ? this.#join(this.session) : this.read());
  }

  #join(session: SessionReads): Promise<T> {
    return session.join(this.what, () => {
      const carried = this.carrier && session.underWay<never>(this.carrier.what);
      return carried ? carried.then(this.carrier!.pick) : this.read();
    });
  }

  /** Read from `source`'s answer, unless this has been read already: one call serves both. */
  from<S>(source: Once<S>, pick: (value: S) => T): void {
    if (this.#read) return;
    this.#first = false;
    this.#keep(source.load().then(pick));
  }

  #keep(read: Promise<T>): Promise<T> {
    this.#read = read;
    read.then(
      (value) => {
        if (this.#read === read) this.#settled = { value };
      },
      () => undefined,
    );
    return read;
  }

  /**
   * `derive` of the answer: at once when the read has already answered (the field then costs the
   * execution no promise), after it otherwise. A failed read fails the field that asked.
   */
  derive<R>(derive: (value: T) => R): R | Promise<R> {
    return this.#settled ? derive(this.#settled.value) : this.load().then(derive);
  }

  /** Forgets the read: the next load asks the api again. */
  clear(_key: 'me' = 'me'): this {
    this.#read = undefined;
    this.#settled = undefined;
    return this;
  }

  clearAll(): this {
    return this.clear();
  }
}

/** The login setup's answer carries the person as GET /user answers them: named once, read twice. */
const userInLoginSetup = {
  what: 'loginSetup',
  pick: (setup: SuccessOf<typeof loginSetup>): SuccessOf<typeof user> => setup.user,
};

/**
 * One call per request for each of the signed-in user's resources, however many fields read it;
 * with `session`, one call for the requests of the session that need it at the same time (the
 * shell's query and the route's, rest/shared-reads.ts).
 */
export class AuthenticatedLoaders {
  #user?: Once<SuccessOf<typeof user>>;
  #profile?: Once<SuccessOf<typeof profile>>;
  #signedInSessions?: Once<SuccessOf<typeof signedInSessions>>;
  #loginSetup?: Once<SuccessOf<typeof loginSetup>>;
  #ccvBalance?: Once<SuccessOf<typeof ccvBalance>>;
  #family?: Once<SuccessOf<typeof family>>;
  #benefit?: DataLoader<number, OutcomeOf<typeof benefitWithSelection>>;
  #statements?: DataLoader<string, SuccessOf<typeof contributions>>;

  constructor(
    private readonly api: RestApi,
    private readonly session: SessionReads | null = null,
  ) {}

  private once<T>(what: string, load: () => Promise<T>): Once<T> {
    return new Once(what, load, this.session);
  }

  /** A login setup under way for the session (the shell's, on every page) carries the user too. */
  get user() {
    return (this.#user ??= new Once('user', () => this.api.call(user), this.session, userInLoginSetup));
  }

  /**
   * The user read from the login setup's answer, which carries the person as GET /user does: the
   * shell's query (every signed-in page) then costs one api call, not two.
   */
  userWithLoginSetup(): void {
    this.user.from(this.loginSetup, userInLoginSetup.pick);
  }

  /** The profile screen's details, avatar set, 2FA state and pending email. */
  get profile() {
    return (this.#profile ??= this.once('profile', () => this.api.call(profile)));
  }

  get signedInSessions() {
    return (this.#signedInSessions ??= this.once('signedInSessions', () => this.api.call(signedInSessions)));
  }

  get loginSetup() {
    return (this.#loginSetup ??= this.once(userInLoginSetup.what, () => this.api.call(loginSetup)));
  }

  get ccvBalance() {
    return (this.#ccvBalance ??= this.once('ccvBalance', () => this.api.call(ccvBalance)));
  }

  /** The family: cleared after a family change so the payload's viewer reads it afresh. */
  get family() {
    return (this.#family ??= this.once('family', () => this.api.call(family)));
  }

  /**
   * A benefit's product and the viewer's selection of it, by benefit id: one call however many
   * of the benefit page's fields (and `node`) read them. The outcome keeps a 404 (a benefit that
   * is not the viewer's) as data.
   */
  get benefit() {
    return (this.#benefit ??= perKey((benefitId: number) =>
      this.api.outcome(benefitWithSelection, { params: { benefitId: String(benefitId) } }, ['notFound']),
    ));
  }

  /** A benefit group's statement, by group code: the benefits of one group share it. */
  get statements() {
    return (this.#statements ??= perKey((groupCode: string) =>
      this.api.call(contributions, { params: { groupCode } }),
    ));
  }
}
