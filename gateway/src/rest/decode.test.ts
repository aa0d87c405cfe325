import { z } from 'zod';
import { formatError, fromUpstream } from '../errors.js';
import { SOMETHING_WENT_WRONG } from '../messages.js';
import { bodyOf, decode, errorText, everyRefusal, refusalsBut, type Call, type RawResponse } from './decode.js';
import { UpstreamContractError, UpstreamError } from './upstream-error.js';

const answer = (status: number, body: unknown): RawResponse => ({
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Runs decode and answers what it threw, or fails when it threw nothing. */
function thrownBy(run: () => unknown): UpstreamError {
  try {
    run();
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('decode threw nothing');
}

const read: Call<{ name: string }> = { method: 'GET', path: 'things/{id}', params: { id: '7' } };
const screen: Call<{ name: string }> = { ...read, refusals: everyRefusal };

test('a success answers its body, whichever success status the api chose', () => {
  for (const status of [200, 201, 202]) {
    expect(decode(answer(status, { name: 'Alex' }), read)).toEqual({ ok: true, body: { name: 'Alex' } });
  }
  expect(decode(answer(200, ''), read)).toEqual({ ok: true, body: {} });
});

test('field errors come in the spec words, named as the GraphQL inputs name their fields', () => {
  const outcome = decode(
    answer(422, {
      errors: {
        date_of_birth: ['This date does not match our records', 'Second'],
        email: 'Please enter a valid email address',
      },
    }),
    screen,
  );
  expect(outcome).toMatchObject({
    ok: false,
    refusal: 'invalid',
    message: 'This date does not match our records',
    fieldErrors: [
      { field: 'dateOfBirth', message: 'This date does not match our records' },
      { field: 'email', message: 'Please enter a valid email address' },
    ],
  });
  // A list or a bare message is no field error: the screen words the whole form instead.
  expect(decode(answer(422, { errors: ['Nope'], message: 'x' }), screen)).toMatchObject({
    fieldErrors: [],
    message: 'Nope',
  });
});

test('the error text comes from errors, then error, then message', () => {
  expect(errorText({ errors: { email: ['Please enter a valid email address'] }, message: 'x' })).toBe(
    'Please enter a valid email address',
  );
  expect(errorText({ errors: [{ message: 'First' }, 'Second'] })).toBe('First');
  expect(errorText({ error: 'invalid_credentials', message: 'x' })).toBe('invalid_credentials');
  expect(errorText({ message: 'Client not found' })).toBe('Client not found');
  expect(errorText({})).toBe('Request failed');
});

test('a 401 is thrown as UNAUTHENTICATED in the api words, unless the call words it (a wrong password at login)', () => {
  const expired = { message: 'Your session has expired, please log in again' };
  const error = thrownBy(() => decode(answer(401, expired), read));
  expect(fromUpstream(error)).toMatchObject({ message: expired.message, extensions: { code: 'UNAUTHENTICATED' } });
  expect(
    thrownBy(() => decode(answer(401, expired), { ...read, refusals: refusalsBut('unauthenticated') })).status,
  ).toBe(401);
  const login = decode(answer(401, { error: 'invalid_credentials', showRecaptcha: true }), screen);
  expect(login).toMatchObject({ ok: false, refusal: 'unauthenticated', body: { showRecaptcha: true } });
});

test('403 and 404 are both FORBIDDEN when thrown, and stay apart when the screen words them', () => {
  for (const status of [403, 404]) {
    expect(fromUpstream(thrownBy(() => decode(answer(status, { message: 'Access Denied' }), read)))).toMatchObject({
      message: 'Access Denied',
      extensions: { code: 'FORBIDDEN' },
    });
  }
  const resend: Call<{ name: string }> = { ...read, refusals: refusalsBut('unauthenticated', 'forbidden') };
  expect(decode(answer(404, { message: 'Not found' }), resend)).toMatchObject({ ok: false, refusal: 'notFound' });
  expect(thrownBy(() => decode(answer(403, { message: 'Access Denied' }), resend)).status).toBe(403);
  expect(decode(answer(410, {}), screen)).toMatchObject({ refusal: 'gone' });
});

test('a 5xx failed: UPSTREAM_ERROR when thrown, the generic refusal when worded', () => {
  const error = thrownBy(() => decode(answer(503, { message: 'Down for maintenance' }), read));
  expect(fromUpstream(error)).toMatchObject({
    message: 'Down for maintenance',
    extensions: { code: 'UPSTREAM_ERROR' },
  });
  expect(decode(answer(500, {}), screen)).toMatchObject({ ok: false, refusal: 'failed', message: 'Request failed' });
  expect(() => bodyOf(decode(answer(500, {}), screen))).toThrow(UpstreamError);
});

test('an unreadable refusal says so; an unreadable success breaks the contract', () => {
  expect(decode(answer(502, '<html>Bad gateway</html>'), screen)).toMatchObject({
    ok: false,
    refusal: 'failed',
    message: 'The server sent an unreadable response',
  });
  const logged: UpstreamContractError[] = [];
  const error = thrownBy(() => decode(answer(200, '<html>'), read, (breach) => logged.push(breach)));
  expect(error).toBeInstanceOf(UpstreamContractError);
  expect(logged).toEqual([error]);
  expect(fromUpstream(error)).toMatchObject({
    message: SOMETHING_WENT_WRONG,
    extensions: { code: 'UPSTREAM_CONTRACT' },
  });
});

describe('with the contract schema of each status', () => {
  const ticket = z.object({ ticket: z.string(), expiresIn: z.number().int().max(60) });
  const refused = z.object({ message: z.string() });
  const call: Call<z.infer<typeof ticket>, z.infer<typeof refused>> = {
    method: 'POST',
    path: 'client/{clientId}/tickets',
    params: { clientId: '42' },
    refusals: everyRefusal,
    responses: { 201: ticket, 422: refused },
  };

  test('a matching answer is the parsed body: what the schema does not name is dropped', () => {
    expect(decode(answer(201, { ticket: 'abc', expiresIn: 60, internal: 'x' }), call)).toEqual({
      ok: true,
      body: { ticket: 'abc', expiresIn: 60 },
    });
    expect(decode(answer(422, { message: 'No rows' }), call)).toMatchObject({
      ok: false,
      refusal: 'invalid',
      body: { message: 'No rows' },
    });
    // A status the contract names no schema for is read as before.
    expect(decode(answer(500, { error: 'x' }), call)).toMatchObject({ ok: false, refusal: 'failed', message: 'x' });
  });

  test('a drifted answer is one UPSTREAM_CONTRACT error, logged with the call path and the failing field, masked for the browser', () => {
    const logged: string[] = [];
    const error = thrownBy(() =>
      decode(answer(201, { ticket: 'abc', expiresIn: '60' }), call, (breach) => logged.push(breach.message)),
    );
    expect(error).toMatchObject({ call: 'POST client/{clientId}/tickets', status: 201, field: 'expiresIn' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('POST client/{clientId}/tickets answered 201');
    expect(logged[0]).toContain('at expiresIn');
    // The path is the declared one: ids and tokens that fill it in never reach the log.
    expect(logged[0]).not.toContain('42');
    expect(thrownBy(() => decode(answer(422, { errors: {} }), call, () => undefined))).toMatchObject({
      field: 'message',
    });

    const formatted = formatError({ message: error.message }, error);
    expect(formatted).toEqual({ message: SOMETHING_WENT_WRONG, extensions: { code: 'UPSTREAM_CONTRACT' } });
  });
});
