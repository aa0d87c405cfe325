import { challengeAnswer } from '../../testing/answers.js';
import { standInApi } from '../../testing/stand-in-api.js';

test('the robot-check challenge is handed to the widget as JSON text, unchanged', async () => {
  const challenge = challengeAnswer();
  const api = await standInApi({ 'GET /captcha/challenge': () => ({ status: 200, body: challenge }) });
  try {
    const result = (await api.execute('{ robotCheckChallenge }')) as { data: { robotCheckChallenge: string } };
    expect(JSON.parse(result.data.robotCheckChallenge)).toEqual(challenge);
  } finally {
    await api.close();
  }
});
