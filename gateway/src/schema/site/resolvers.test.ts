import { siteAnswer, themeAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

const SITE = '{ site { domain clientName theme { primaryColour benefitBrandPhoneNumber avatarSetUrl } } }';
const theme = themeAnswer({
  primaryColour: 'ABCDEF',
  secondaryColour: 'nope',
  benefitBrandPhoneNumber: 'TBC',
  avatarSet: { avatarsetPlainFileURL: '/a.svg' },
});
const demo = siteAnswer({ theme });

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({ 'GET /themes/localhost': () => ({ status: 200, body: demo }) });
});
afterAll(async () => {
  await api.close();
});

test('a domain that names no client shows the default site, with the spec defaults applied to its theme', async () => {
  const result = await api.execute(SITE, { host: 'nobody.localhost:4000' });
  expect(result).toEqual({
    data: {
      site: {
        domain: 'localhost',
        clientName: 'Demo Company Ltd',
        theme: { primaryColour: 'abcdef', benefitBrandPhoneNumber: null, avatarSetUrl: '/a.svg' },
      },
    },
  });
  expect(api.calls.slice(-2)).toEqual(['GET /themes/nobody', 'GET /themes/localhost']);
});

test('without the default site there is nothing to show: the refusal is thrown', async () => {
  const empty = await standInApi({});
  try {
    expect((await empty.execute(SITE)).errors).toEqual([
      expect.objectContaining({ message: 'Not found', extensions: { code: 'FORBIDDEN' } }),
    ]);
  } finally {
    await empty.close();
  }
});

test('a client without fonts still has its site: null fonts, never a null site for the whole domain', async () => {
  const fontless = await standInApi({
    'GET /themes/acme': () => ({
      status: 200,
      body: siteAnswer({ domain: 'acme', theme: themeAnswer({ baseFont: null, headerFont: null }) }),
    }),
  });
  try {
    const result = await fontless.execute('{ site { domain theme { benefitBrandName baseFont headerFont } } }', {
      host: 'acme.localhost:4000',
    });
    expect(result).toEqual({
      data: {
        site: { domain: 'acme', theme: { benefitBrandName: 'Demo Benefits', baseFont: null, headerFont: null } },
      },
    });
  } finally {
    await fontless.close();
  }
});
