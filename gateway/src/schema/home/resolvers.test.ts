import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';
import { fromGlobalId } from '../shared/global-id.js';

let api: StandInApi;

beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /user/home-page-cards': () => ({
      status: 200,
      body: [
        {
          id: 'vouchers',
          title: 'Card',
          text: 'The card.',
          link: '/app/home/my-profile/',
          linkLabel: 'Check your details',
        },
      ],
    }),
    'GET /user/home-page-banner': () => ({
      status: 200,
      body: [{ id: 'vouchers', title: 'Banner', text: 'The banner.', link: null, linkLabel: null, tone: 'success' }],
    }),
  });
});
afterAll(async () => {
  await api.close();
});

test('a card and a banner with the same key in the content are two records to Relay', async () => {
  const result = await api.execute('{ viewer { homeCards { id title } homeBanners { id title } } }', {
    token: 'employee-token',
  });
  const viewer = (
    result.data as { viewer: { homeCards: { id: string; title: string }[]; homeBanners: { id: string }[] } }
  ).viewer;
  const [card] = viewer.homeCards;
  const [banner] = viewer.homeBanners;
  expect(card!.id).not.toBe(banner!.id);
  expect(fromGlobalId(card!.id)).toEqual({ type: 'HomeCard', id: 'vouchers' });
  expect(fromGlobalId(banner!.id)).toEqual({ type: 'HomeBanner', id: 'vouchers' });
});
