// The branding and content endpoints: themes, policies, login setup, voucher balance, and the
// error bodies every route shares.
import * as content from '@portal/contract/content';
import { loginSetup } from '@portal/contract/session';
import { and, eq, sql } from 'drizzle-orm';
import { clients, siteContent } from '../../db/schema-clients.js';
import { users } from '../../db/schema-people.js';
import { startSession } from '../../auth/sessions.js';
import { useTestApi } from '../../testing/test-api.js';

const t = useTestApi();

// Globex requires 2FA: start its sessions directly, without the 2FA screens.
async function globexEmployerToken(): Promise<string> {
  const [jamie] = await t.api.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'employer@globex.test'`);
  return (await startSession(t.api.db, jamie!.id)).token;
}

test('a client site is themed by its domain', async () => {
  expect(await t.get('/themes/acme')).toMatchObject({
    status: 200,
    body: {
      domain: 'acme',
      client: { clientName: 'Acme Manufacturing Ltd', contactUsEnabled: true, ssoEnabled: false },
      theme: {
        primaryColour: '0b6e4f',
        secondaryColour: 'f2a900',
        logoFileUrl: '/brands/acme/logo.svg',
        brandHeaderLogo: '/brands/acme/logo.svg',
        mobileLogo: '/brands/acme/logo-mobile.svg',
        clientLogo: '/brands/acme/client-logo.svg',
        supportEmail: 'benefits@acme.test',
        benefitBrandName: 'Acme Rewards',
        benefitBrandPhoneNumber: '0161 496 0000',
        avatarSet: { avatarsetPlainFileURL: '/avatars/classic/' },
        baseFont: 'Roboto',
        headerFont: 'Roboto Slab',
      },
      cmsData: { sso_access_only: false },
    },
  });
  expect((await t.get('/themes/localhost')).body).toMatchObject({
    theme: { primaryColour: '1bb4bf', secondaryColour: '1b1a38', benefitBrandName: 'Demo Benefits' },
  });
  expect((await t.get('/themes/globex')).body).toMatchObject({
    client: { contactUsEnabled: false },
    theme: { primaryColour: 'c8102e' },
  });
  expect(await t.get('/themes/umbrella')).toMatchObject({ status: 404, body: { message: 'Client not found' } });
});

test('policies are read anonymously by domain, or from the session client', async () => {
  expect(await t.get('/policies/our-cookie-policy?domain=acme')).toMatchObject({
    status: 200,
    body: { name: 'Our Cookie Policy', content: expect.stringContaining('Acme Manufacturing Ltd'), status: 'success' },
  });
  expect((await t.get('/policies/privacy-policy?domain=globex')).body).toMatchObject({
    name: 'Privacy statement',
    content: expect.stringContaining('Globex'),
  });
  expect((await t.get('/policies/terms-conditions?domain=localhost')).body).toMatchObject({
    name: 'Terms and conditions',
  });
  expect((await t.get('/policies/terms-conditions?domain=umbrella')).status).toBe(404);
  expect((await t.get('/policies/terms-conditions')).status).toBe(404);

  // Signed in, the tenant is the session's, whatever the query says.
  const token = await globexEmployerToken();
  expect((await t.get('/policies/terms-conditions?domain=acme', token)).body).toMatchObject({
    content: expect.stringContaining('Globex'),
  });
  expect((await t.get('/policies/terms-conditions?domain=acme', 'dead-token')).status).toBe(401);
});

test('login setup describes the client, its scheme and its FAQs', async () => {
  const token = await t.logIn('employee@acme.test');
  const { status, body } = await t.call(loginSetup, 200, { token });
  expect(status).toBe(200);
  expect(body).toMatchObject({
    user: { id: expect.any(Number), firstLogin: false },
    client: {
      id: expect.any(Number),
      clientName: 'Acme Manufacturing Ltd',
      contactUsEnabled: true,
      clientExceptions: [],
      scheme: {
        schemeYear: 2026,
        baseFont: 'Roboto',
        headerFont: 'Roboto Slab',
        avatarSet: { avatarsetPlainFileURL: '/avatars/classic/' },
        theme: { core: { primaryColour: '0b6e4f', benefitBrandName: 'Acme Rewards' } },
      },
    },
    cmsData: { sso_access_only: false },
  });
  expect(body.cmsData.faqs.length).toBeGreaterThan(0);
  expect(body.cmsData.faqs[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });

  const globex = await globexEmployerToken();
  expect((await t.get('/login/setup', globex)).body).toMatchObject({ cmsData: { faqs: [] } });
  expect((await t.get('/user', globex)).body).toMatchObject({ supportNumber: null, userType: 'employer' });
});

test('the voucher balance is the signed-in person’s, in pence', async () => {
  expect((await t.get('/ccv/balance', await t.logIn('leaver@acme.test'))).body).toEqual({
    balance: expect.any(Number),
    lastPaymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(
    ((await t.get('/ccv/balance', await t.logIn('leaver@acme.test'))).body as { balance: number }).balance,
  ).toBeGreaterThan(0);
  expect((await t.get('/ccv/balance', await t.logIn('probation@acme.test'))).body).toEqual({
    balance: 0,
    lastPaymentDate: null,
  });
  expect((await t.get('/user', await t.logIn('leaver@acme.test'))).body).toMatchObject({ employmentStatus: 'left' });
});

test('unknown routes and the v2 API answer 404 in JSON', async () => {
  expect(await t.get('/nowhere')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  expect(await t.get('/v2/nowhere')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  expect(await t.post('/themes/acme', {})).toMatchObject({ status: 404, body: { message: 'Not found' } });
});

test('new terms make every user of that client accept them again', async () => {
  const token = await t.logIn('probation@acme.test');
  expect((await t.get('/user', token)).body).toMatchObject({ siteTermsUpdated: false, termsRevision: 1 });
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  await t.api.db
    .update(siteContent)
    .set({ revision: 2 })
    .where(and(eq(siteContent.clientId, acme!.id), eq(siteContent.kind, 'terms-conditions')));
  expect((await t.get('/user', token)).body).toMatchObject({ siteTermsUpdated: true, termsRevision: 2 });
});

test('the FAQs come grouped for the signed-in person’s client; a client without FAQs has none', async () => {
  const { status, body } = await t.call(content.faqs, 200, { token: await t.logIn('employee@acme.test') });
  expect(status).toBe(200);
  expect(body.groups.map((group) => group.title)).toEqual(['Choosing benefits', 'Pay and tax', 'Childcare vouchers']);
  expect(body.groups[0]!.faqs[0]).toEqual({
    question: 'When can I change my benefits?',
    answer: expect.stringContaining('<p>'),
  });
  expect((await t.get('/cms-content/faqs', await globexEmployerToken())).body).toEqual({ groups: [] });
  expect((await t.get('/cms-content/faqs')).status).toBe(401);
});
