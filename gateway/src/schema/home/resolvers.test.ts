import { carouselAnswer, homeBannersAnswer, homeCardsAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';

const routes: CannedRoutes = {};
let api: StandInApi;
let welcomed = false;

beforeAll(async () => {
  api = await standInApi(routes);
});
beforeEach(() => {
  welcomed = false;
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer({ showWelcomeModal: !welcomed }) }),
    'GET /user/home-page-cards': () => ({ status: 200, body: homeCardsAnswer() }),
    'GET /user/home-page-banner': () => ({ status: 200, body: homeBannersAnswer() }),
    'GET /carousel': () => {
      welcomed = true;
      return { status: 200, body: carouselAnswer() };
    },
  } satisfies CannedRoutes);
});
afterAll(async () => {
  await api.close();
});

const run = (source: string) => api.execute(source, { token: 'employee-token' });
const home = '{ viewer { homeCards { id title link } homeBanners { id tone link } } }';

test('cards and banners as content gives them', async () => {
  expect(await run(home)).toEqual({
    data: {
      viewer: {
        homeCards: [{ id: 'benefits', title: 'My benefits', link: '/app/my-benefits/' }],
        homeBanners: [{ id: 'window', tone: 'INFO', link: null }],
      },
    },
  });
});

test('cards or banners that cannot be read are null, for the screen\u2019s error state, without failing the other', async () => {
  routes['GET /user/home-page-cards'] = () => ({ status: 500, body: { message: 'Failed' } });
  routes['GET /user/home-page-banner'] = () => ({ status: 200, body: { not: 'an array' } });
  expect(await run(home)).toEqual({ data: { viewer: { homeCards: null, homeBanners: null } } });
  routes['GET /user/home-page-banner'] = () => ({ status: 0 });
  expect((await run(home)).data).toEqual({ viewer: { homeCards: null, homeBanners: null } });
});

const carousel =
  'mutation { readWelcomeCarousel(input: {}) { slides { title image } viewer { showWelcomeModal } errors { message } } }';

test('reading the carousel answers its slides and the viewer read after it, no longer owed a welcome', async () => {
  expect((await run('{ viewer { showWelcomeModal } }')).data).toEqual({ viewer: { showWelcomeModal: true } });
  expect(await run(carousel)).toEqual({
    data: {
      readWelcomeCarousel: {
        slides: [{ title: 'Welcome', image: null }],
        viewer: { showWelcomeModal: false },
        errors: [],
      },
    },
  });
});

test('a carousel that cannot be read is worded, and the welcome is still owed', async () => {
  routes['GET /carousel'] = () => ({ status: 0 });
  expect((await run(carousel)).data).toEqual({
    readWelcomeCarousel: {
      slides: [],
      viewer: null,
      errors: [{ message: 'There was an error connecting to the server' }],
    },
  });
  expect(await api.execute(carousel)).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
});
