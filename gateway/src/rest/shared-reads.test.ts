import { SharedReads } from './shared-reads.js';

/** A read the test answers when it chooses, counting how often it was started. */
function pendingRead<T>() {
  let answer!: (value: T) => void;
  const read = {
    count: 0,
    started: () => {
      read.count += 1;
      return new Promise<T>((resolve) => (answer = resolve));
    },
    answer: (value: T) => answer(value),
  };
  return read;
}

test('a read under way is joined by the same session, not by another, and forgotten once answered', async () => {
  const shared = new SharedReads();
  const read = pendingRead<string>();
  const first = shared.forSession('token-a').join('user', read.started);
  const second = shared.forSession('token-a').join('user', read.started);
  const other = shared.forSession('token-b').join('user', async () => 'b');
  expect(read.count).toBe(1);
  read.answer('a');
  expect(await Promise.all([first, second, other])).toEqual(['a', 'a', 'b']);
  expect(shared.size).toBe(0);
  const again = shared.forSession('token-a').join('user', read.started);
  expect(read.count).toBe(2);
  read.answer('a again');
  expect(await again).toBe('a again');
});

test('after a write of the session, a read starts afresh; a failure reaches every joiner and is not kept', async () => {
  const shared = new SharedReads();
  const session = shared.forSession('token-a');
  const before = pendingRead<string>();
  const stale = session.join('user', before.started);
  session.forget();
  const after = session.join('user', async () => 'after the change');
  before.answer('before the change');
  expect(await stale).toBe('before the change');
  expect(await after).toBe('after the change');
  let failures = 0;
  const failing = async () => {
    failures += 1;
    throw new Error('401');
  };
  const joined = [session.join('setup', failing), session.join('setup', failing)];
  await expect(Promise.all(joined)).rejects.toThrow('401');
  expect(failures).toBe(1);
  expect(shared.size).toBe(0);
});
