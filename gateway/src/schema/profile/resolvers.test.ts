import { loginSetupAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi } from '../../testing/stand-in-api.js';

test('an answer that drifted from the contract becomes UPSTREAM_CONTRACT, masked for the browser', async () => {
  // The api renamed a field: firstName is gone, given_name came instead.
  const { firstName: _gone, ...drifted } = userAnswer();
  const api = await standInApi({ 'GET /user': () => ({ status: 200, body: { ...drifted, given_name: 'Alex' } }) });
  try {
    const result = await api.execute('{ viewer { firstName } }', { token: 'alex-token' });
    expect(result.data).toEqual({ viewer: null });
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'It looks like something has gone wrong, please try again later',
        extensions: { code: 'UPSTREAM_CONTRACT' },
      }),
    ]);
    expect(JSON.stringify(result.errors)).not.toMatch(/firstName|given_name|\/user/);
  } finally {
    await api.close();
  }
});

test('an answer the contract allows reaches the screen', async () => {
  const api = await standInApi({ 'GET /user': () => ({ status: 200, body: userAnswer() }) });
  try {
    expect(await api.execute('{ viewer { firstName userType } }', { token: 'alex-token' })).toEqual({
      data: { viewer: { firstName: 'Alex', userType: 'EMPLOYEE' } },
    });
  } finally {
    await api.close();
  }
});

test("the shell's viewer (the person and their client) is one api call: the login setup carries the person", async () => {
  const api = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /login/setup': () => ({ status: 200, body: loginSetupAnswer('Acme Manufacturing Ltd', userAnswer()) }),
  });
  try {
    const shell = await api.execute('{ viewer { firstName hasFaqs client { clientName } } }', { token: 'alex-token' });
    expect(shell).toEqual({
      data: { viewer: { firstName: 'Alex', hasFaqs: false, client: { clientName: 'Acme Manufacturing Ltd' } } },
    });
    expect(api.calls).toEqual(['GET /login/setup']);
    // Without the client, the person alone.
    await api.execute('{ viewer { firstName } }', { token: 'alex-token' });
    expect(api.calls).toEqual(['GET /login/setup', 'GET /user']);
  } finally {
    await api.close();
  }
});

test('a failed login setup fails the viewer it carries, as a failed GET /user does', async () => {
  const api = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /login/setup': () => ({ status: 500, body: { message: 'down' } }),
  });
  try {
    const result = await api.execute('{ viewer { firstName client { clientName } } }', { token: 'alex-token' });
    expect(result.data).toEqual({ viewer: null });
    expect(result.errors?.[0]?.extensions?.code).toBeDefined();
  } finally {
    await api.close();
  }
});
