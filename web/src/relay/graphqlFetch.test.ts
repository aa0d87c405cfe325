/**
 * @jest-environment jsdom
 */
// sendOperation's retries against a stand-in fetch (a unit test: the browser suite runs the real gateway).
import { sendOperation } from './graphqlFetch';

type Answer = { status: number; body: unknown };

function answering(...answers: Answer[]) {
  const calls: unknown[] = [];
  window.fetch = (async (_url: unknown, init?: { body?: unknown }) => {
    calls.push(JSON.parse(String(init?.body)));
    const { status, body } = answers[Math.min(calls.length, answers.length) - 1]!;
    return { status, headers: { get: () => null }, json: async () => body } as unknown as Response;
  }) as typeof window.fetch;
  return calls;
}

const mutation = { id: 'm1', name: 'SaveThing', operationKind: 'mutation' };
const query = { id: 'q1', name: 'ShowThing', operationKind: 'query' };
const somethingWentWrong = 'It looks like something has gone wrong, please try again later';
const overloaded: Answer = {
  status: 503,
  body: { errors: [{ message: somethingWentWrong, extensions: { code: 'OVERLOADED' } }] },
};
const upstreamError: Answer = {
  status: 200,
  body: { data: null, errors: [{ message: somethingWentWrong, extensions: { code: 'UPSTREAM_ERROR' } }] },
};
const saved: Answer = { status: 200, body: { data: { saved: true } } };

test('a mutation the gateway turned away unread is sent again, and its answer is the one that counts', async () => {
  const calls = answering(overloaded, saved);
  await expect(sendOperation(mutation, { name: 'x' }, null)).resolves.toEqual({ data: { saved: true } });
  expect(calls).toEqual([
    { doc_id: 'm1', variables: { name: 'x' } },
    { doc_id: 'm1', variables: { name: 'x' } },
  ]);
});

test('a mutation that reached the api and failed is never sent again: it might have acted', async () => {
  const calls = answering(upstreamError, saved);
  await expect(sendOperation(mutation, {}, null)).rejects.toThrow(somethingWentWrong);
  expect(calls).toHaveLength(1);
});

test('a query is sent again after any transient failure, a turned-away one included', async () => {
  const calls = answering(overloaded, upstreamError, saved);
  await expect(sendOperation(query, {}, null)).resolves.toEqual({ data: { saved: true } });
  expect(calls).toHaveLength(3);
});
