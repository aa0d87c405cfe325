import { Once } from './loaders.js';
import { SharedReads } from './rest/shared-reads.js';

/** A read the test answers when it chooses, counting how often it was started. */
function pendingRead<T>() {
  const answers: ((value: T) => void)[] = [];
  return {
    count: 0,
    started() {
      this.count += 1;
      return new Promise<T>((resolve) => answers.push(resolve));
    },
    answer: (value: T) => answers.shift()!(value),
  };
}

test('one read however many fields ask; derived at once when answered; asked afresh once cleared', async () => {
  const read = pendingRead<{ faqs: string[] }>();
  const once = new Once('loginSetup', () => read.started(), null);
  const first = once.load();
  const derived = once.derive((setup) => setup.faqs.length);
  expect(once.load()).toBe(first);
  expect(read.count).toBe(1);
  read.answer({ faqs: ['a'] });
  expect(await derived).toBe(1);
  // Answered: no promise for the execution to wait on.
  expect(once.derive((setup) => setup.faqs.length)).toBe(1);
  once.clear();
  const again = once.load();
  expect(read.count).toBe(2);
  read.answer({ faqs: [] });
  expect(await again).toEqual({ faqs: [] });
});

test("read from another's answer: the user from the login setup, one call for both", async () => {
  const setupRead = pendingRead<{ user: { id: number } }>();
  const userRead = pendingRead<{ id: number }>();
  const setup = new Once('loginSetup', () => setupRead.started(), null);
  const user = new Once('user', () => userRead.started(), null);
  user.from(setup, (answer) => answer.user);
  const read = user.load();
  setupRead.answer({ user: { id: 7 } });
  expect(await read).toEqual({ id: 7 });
  expect([setupRead.count, userRead.count]).toEqual([1, 0]);
});

test('another request of the session joins the login setup under way for its user; another session does not', async () => {
  const joined: string[] = [];
  const shared = new SharedReads((what) => joined.push(what));
  const setupRead = pendingRead<{ user: { id: number } }>();
  const userRead = pendingRead<{ id: number }>();
  const carrier = { what: 'loginSetup', pick: (answer: { user: { id: number } }) => answer.user };
  // The shell's request: its login setup, under way.
  const shell = new Once('loginSetup', () => setupRead.started(), shared.forSession('token-a'));
  void shell.load();
  // The route's request, same session: its user joins that read.
  const route = new Once('user', () => userRead.started(), shared.forSession('token-a'), carrier);
  const routeUser = route.load();
  // Another session's user is its own.
  const other = new Once('user', () => userRead.started(), shared.forSession('token-b'), carrier);
  void other.load();
  setupRead.answer({ user: { id: 7 } });
  expect(await routeUser).toEqual({ id: 7 });
  expect(joined).toEqual(['loginSetup']);
  expect([setupRead.count, userRead.count]).toEqual([1, 1]);
  userRead.answer({ id: 8 });
});
