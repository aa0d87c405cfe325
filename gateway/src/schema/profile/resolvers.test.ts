import { userAnswer } from '../../testing/answers.js';
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
