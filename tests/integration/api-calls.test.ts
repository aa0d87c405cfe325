// What the gateway costs the api (the aim: cut the number of calls): the web app's own documents
// (relay-compiler's persisted queries), sent as the router sends them, and every call the api
// answered for them, counted. Each resource is read once per GraphQL request however many fields
// need it, and a page whose data is in two queries (the shell's and the route's) reads the
// signed-in user and their login setup once between them: one call, the login setup carrying the user.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { until } from '../../api/src/testing/until.js';
import { SharedReads } from '../../gateway/src/rest/shared-reads.js';
import { startStack, type Stack } from './services.js';

const persisted = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../gateway/persisted-queries.json'), 'utf8'),
) as Record<string, string>;

/** The text of the web app's operation of this name (run `npm run relay` first). */
function document(name: string): string {
  const text = Object.values(persisted).find((each) => new RegExp(`^(query|mutation) ${name}\\b`).test(each));
  if (!text) throw new Error(`no persisted document named ${name}: run npm run relay`);
  return text;
}

// The router's two queries overlap in a browser, but how much depends on the machine: the api's
// answers to the shared reads are held until the page's other query has joined them, so each run
// tests the overlap a browser gets rather than the one the machine happened to give.
const joined: string[] = [];
const sharedReads = new SharedReads((what) => joined.push(what));
/** The api call behind each shared read. */
const callOf: Record<string, string> = { user: 'GET /user', loginSetup: 'GET /login/setup' };
/** The shared reads the page under test must see joined, and how many joins there were before it. */
let awaited: { reads: string[]; joinedBefore: number } = { reads: [], joinedBefore: 0 };
/** A hold that ran out of time: the page fails with it, rather than with what the gateway made of it. */
let holdFailure: unknown;

/**
 * Holds the api's answer to an awaited shared read until the page's other query has joined it;
 * not past 5 s, within the gateway's 10 s upstream timeout.
 */
function holdApiAnswer(call: string): Promise<void> {
  const read = awaited.reads.find((each) => callOf[each] === call);
  if (!read) return Promise.resolve();
  return until(
    `the page's other query joins its read of ${read}`,
    () => joined.slice(awaited.joinedBefore).includes(read),
    5_000,
    0,
  ).catch((error: unknown) => {
    holdFailure ??= error;
    throw error;
  });
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ sharedReads, holdApiAnswer });
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

/** The api calls made while `act` runs, sorted (concurrent requests answer in any order). */
async function callsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const before = stack.apiCalls.length;
  await act();
  return stack.apiCalls.slice(before).sort();
}

async function logIn(email: string): Promise<string> {
  const { body } = await stack.graphql<{ login: { accessToken: string | null } }>(
    document('useLoginMutation'),
    {
      input: { email, password: 'Tulip-Harbour-79!', deviceToken: 'api-calls-test' },
    },
    { host: 'acme.localhost' },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.login.accessToken!;
}

/**
 * What the router sends on arriving at a route: the shell's query and the route's, side by side.
 * `joins`: the shared reads one query is expected to join from the other.
 */
async function page(routeQuery: string, token: string, joins: string[]) {
  awaited = { reads: joins, joinedBefore: joined.length };
  holdFailure = undefined;
  const options = { token, host: 'acme.localhost' };
  // The shell's query first, as the router starts the shell's loader before the route's: the
  // route's then joins the shell's read under way, whose answer is held until it has.
  const before = stack.apiCalls.length;
  const shell = stack.graphql(document('AppShellQuery'), {}, options);
  await until(
    "the shell's first read reaches the api",
    () => stack.apiCalls.slice(before).some((call) => Object.values(callOf).includes(call)),
    5_000,
    0,
  );
  const answers = await Promise.all([shell, stack.graphql(document(routeQuery), {}, options)]);
  if (holdFailure) throw holdFailure;
  for (const { status, body } of answers) {
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  }
}

test('logging in, then home: the login, the login setup once (which carries the user), and what only home shows', async () => {
  const calls = await callsDuring(async () =>
    page('HomeRouteQuery', await logIn('employee@acme.test'), ['loginSetup']),
  );
  // Before the shell's and the route's queries shared their reads: /user and /login/setup twice.
  // Before the login setup carried the user: /user beside it.
  expect(calls).toEqual([
    'GET /ccv/balance',
    'GET /login/setup',
    'GET /themes/acme',
    'GET /user/home-page-banner',
    'GET /user/home-page-cards',
    'GET /user/selections/mtb/card',
    'POST /login',
  ]);
});

test('the employee data page: the user (for the client id) and the two tables, once each', async () => {
  const token = await logIn('employer@acme.test');
  const calls = await callsDuring(() => page('EmployeeDataRouteQuery', token, ['loginSetup']));
  // The route's query alone makes three (the user, for the client id, and the two tables); its
  // user is the one the shell's login setup carries.
  expect(calls.filter((call) => call === 'GET /user')).toHaveLength(0);
  expect(calls.filter((call) => call === 'GET /login/setup')).toHaveLength(1);
  expect(calls.filter((call) => call.startsWith('GET /v2/client/'))).toHaveLength(2);
  expect(calls).toHaveLength(4);
});
