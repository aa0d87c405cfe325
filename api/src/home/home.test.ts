// The home screen over the real api: cards and banners for who the person is (voucher-only
// people see only theirs), and the welcome carousel that a first login must see once.
import * as home from '@portal/contract/home';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-people.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
const ids = (items: { id: string }[]) => items.map((item) => item.id);

test('cards and banners depend on who is signed in', async () => {
  const alex = await t.logIn('employee@acme.test');
  expect(ids((await t.call(home.homeCards, 200, { token: alex })).body)).toEqual([
    'my-benefits',
    'total-reward',
    'faqs',
  ]);
  const banners = await t.call(home.homeBanners, 200, { token: alex });
  expect(banners.body).toEqual([
    expect.objectContaining({
      id: 'selection-window',
      tone: 'info',
      link: '/app/my-benefits/',
      text: expect.stringMatching(/^Make or change your choices before \d{1,2} \w+ \d{4}\.$/),
    }),
  ]);

  const sam = await t.logIn('employer@acme.test');
  expect(ids((await t.call(home.homeCards, 200, { token: sam })).body)).toEqual([
    'my-benefits',
    'total-reward',
    'approvals',
    'faqs',
  ]);

  // Casey has left with vouchers to spend: voucher-only mode.
  const casey = await t.logIn('leaver@acme.test');
  expect(ids((await t.call(home.homeCards, 200, { token: casey })).body)).toEqual(['faqs']);
  expect(ids((await t.call(home.homeBanners, 200, { token: casey })).body)).toEqual([]);
  expect((await t.get('/user/home-page-cards')).status).toBe(401);
});

test('the welcome carousel: three slides, and reading them ends the first login', async () => {
  await t.api.db.update(users).set({ firstLogin: true }).where(eq(users.email, 'probation@acme.test'));
  const jordan = await t.logIn('probation@acme.test');
  expect((await t.get('/user', jordan)).body).toMatchObject({ showWelcomeModal: true });
  const { status, body } = await t.call(home.carousel, 200, { token: jordan });
  expect(status).toBe(200);
  expect(body.slides).toHaveLength(3);
  expect(body.slides[0]).toEqual({ title: 'Welcome to Acme Rewards', text: expect.any(String), image: null });
  expect((await t.get('/user', jordan)).body).toMatchObject({ showWelcomeModal: false });
  // Reading it again is harmless.
  expect((await t.call(home.carousel, 200, { token: jordan })).body.slides).toHaveLength(3);
});
