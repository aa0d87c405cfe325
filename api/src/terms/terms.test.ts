// The new-terms screen: the terms and privacy statement to read, and accepting the current revision.
import { and, eq } from 'drizzle-orm';
import { clients, siteContent } from '../db/schema-clients.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test('new terms are shown, then accepted at their revision', async () => {
  const token = await t.logIn('probation@acme.test');
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  await t.api.db
    .update(siteContent)
    .set({ revision: 3 })
    .where(and(eq(siteContent.clientId, acme!.id), eq(siteContent.kind, 'terms-conditions')));
  expect((await t.get('/user', token)).body).toMatchObject({ siteTermsUpdated: true, termsRevision: 3 });

  expect(await t.get('/user/policies', token)).toMatchObject({
    status: 200,
    body: {
      terms: { content: expect.stringContaining('Terms and conditions'), revision: 3 },
      policy: { content: expect.stringContaining('Privacy statement') },
      status: true,
    },
  });
  const required = { status: 422, body: { errors: { termsAccepted: ['This field is required'] } } };
  expect(await t.patch('/user/policies', {}, token)).toMatchObject(required);
  expect(await t.patch('/user/policies', { termsAccepted: false }, token)).toMatchObject(required);
  expect(await t.patch('/user/policies', { termsAccepted: true }, token)).toMatchObject({
    status: 200,
    body: { termsRevision: 3 },
  });
  expect((await t.get('/user', token)).body).toMatchObject({ siteTermsUpdated: false, termsRevision: 3 });
  expect((await t.patch('/user/policies', { termsAccepted: true })).status).toBe(401);
});
