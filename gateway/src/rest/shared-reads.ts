// Reads of one session that are already under way, shared by the GraphQL requests that arrive
// while they are (login then home read the user and the login setup twice, once for the
// shell's query and once for the route's, which the router sends side by side). Nothing is kept
// once a read has answered: this is no cache, and any number of gateways can run.
//
// A write made with the session (any call but a GET) ends the sharing of what was under way
// before it, when it starts and when it answers: a request sent after a change never joins a read
// that may have begun before the change.

/** The shared reads of one session (one bearer token). */
export interface SessionReads {
  /** The read `what` already under way for this session, or `read()`, which later requests may join. */
  join<T>(what: string, read: () => Promise<T>): Promise<T>;
  /** The read `what` already under way for this session, joined; undefined when there is none. */
  underWay<T>(what: string): Promise<T> | undefined;
  /** The session changed something: reads under way are no longer joined. */
  forget(): void;
}

export class SharedReads {
  private readonly sessions = new Map<string, Map<string, Promise<unknown>>>();
  /** `onJoined`: told of each read joined rather than started (tests wait on it as an event). */
  constructor(private readonly onJoined?: (what: string) => void) {}

  forSession(token: string): SessionReads {
    return {
      join: (what, read) => this.join(token, what, read),
      underWay: <T>(what: string) => {
        const pending = this.sessions.get(token)?.get(what) as Promise<T> | undefined;
        if (pending) this.onJoined?.(what);
        return pending;
      },
      forget: () => this.sessions.delete(token),
    };
  }

  /** Sessions with a read under way (for tests: nothing is left behind). */
  get size(): number {
    return this.sessions.size;
  }

  private join<T>(token: string, what: string, read: () => Promise<T>): Promise<T> {
    let reads = this.sessions.get(token);
    const pending = reads?.get(what);
    if (pending) {
      this.onJoined?.(what);
      return pending as Promise<T>;
    }
    if (!reads) this.sessions.set(token, (reads = new Map()));
    const started = read();
    reads.set(what, started);
    started.then(
      () => this.settled(token, what, started),
      () => this.settled(token, what, started),
    );
    return started;
  }

  /** A read has answered: requests that arrive from now on start their own. */
  private settled(token: string, what: string, read: Promise<unknown>): void {
    const current = this.sessions.get(token);
    if (current?.get(what) !== read) return;
    current.delete(what);
    if (current.size === 0) this.sessions.delete(token);
  }
}
