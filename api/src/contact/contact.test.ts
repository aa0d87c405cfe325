// Contact us on a real database: the page of the person's client, the enquiry stored and mailed
// to the client's contact address with a reply-to of the person, identity from the session only,
// the spec's error shape, the hourly limit, and clients with contact us switched off.
import {
  contactPage,
  correctErrorsMessage,
  commentsMaxLength,
  commentsTooLongMessage,
  enquiriesPerHour,
  sendEnquiry,
  subjectRequiredMessage,
  tooManyEnquiriesMessage,
} from '@portal/contract/contact';
import { and, desc, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { startSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema-audit.js';
import { clients, siteContent } from '../db/schema-clients.js';
import { contactEnquiries } from '../db/schema-contact.js';
import { users } from '../db/schema-people.js';
import { demoPassword } from '../seed/seed.js';
import { having, useTestApi } from '../testing/test-api.js';

const gatewaySecret = 'contact-test-secret';
const t = useTestApi({ gatewaySecret });

const idOf = async (email: string) =>
  (await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const clientIdOf = async (domain: string) =>
  (await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, domain)))[0]!.id;
const sessionOf = async (email: string) => (await startSession(t.api.db, await idOf(email))).token;

/** An Acme employee of this file's own, so that no other test's enquiries count towards their hour. */
async function newAcmePerson(email: string): Promise<string> {
  const [person] = await t.api.db
    .insert(users)
    .values({
      clientId: await clientIdOf('acme'),
      email,
      firstName: 'Quinn',
      surname: 'Okafor',
      passwordHash: await hashPassword(demoPassword),
      activatedAt: new Date(),
    })
    .returning({ id: users.id });
  return (await startSession(t.api.db, person!.id)).token;
}

const enquiriesOf = (email: string) =>
  t.api.db
    .select()
    .from(contactEnquiries)
    .innerJoin(users, eq(users.id, contactEnquiries.userId))
    .where(eq(users.email, email))
    .orderBy(desc(contactEnquiries.id));

const validEnquiry = { subject: 'pay-and-deductions', comments: 'My pension deduction looks too high this month.' };

test("the page is the person's client's: its enquiry options in order and its page content", async () => {
  const { status, body } = await t.get('/cms-content/contact', await t.logIn('employee@acme.test'));
  expect(status).toBe(200);
  expect(body).toEqual({
    enquiryOptions: [
      { value: 'my-benefits', label: 'A question about my benefits' },
      { value: 'pay-and-deductions', label: 'Pay and deductions' },
      { value: 'personal-details', label: 'Changing my personal details' },
      { value: 'website-problem', label: 'A problem with the website' },
      { value: 'something-else', label: 'Something else' },
    ],
    pageContent: { name: 'How we can help', content: expect.stringContaining('benefits@acme.test') },
  });
  // Acme's real number is on its page; the Demo Company's placeholder (0) is not.
  expect((body.pageContent as { content: string }).content).toContain('0161 496 0000');
  const demo = await t.api.db
    .insert(users)
    .values({
      clientId: await clientIdOf('localhost'),
      email: 'demo-contact@example.test',
      firstName: 'Dee',
      surname: 'Mo',
    })
    .returning({ id: users.id });
  const demoPage = await t.call(contactPage, 200, { token: (await startSession(t.api.db, demo[0]!.id)).token });
  expect(demoPage.body.pageContent!.content).not.toMatch(/Call /);
  expect((await t.get('/cms-content/contact')).status).toBe(401);
});

test('a client without a page content answers null, and still offers its options', async () => {
  const token = await newAcmePerson('no-page@acme.test');
  await t.api.db
    .delete(siteContent)
    .where(and(eq(siteContent.clientId, await clientIdOf('acme')), eq(siteContent.kind, 'contact')));
  const { body } = await t.call(contactPage, 200, { token });
  expect(body.pageContent).toBeNull();
  expect(body.enquiryOptions).toHaveLength(5);
});

test('an enquiry is stored and mailed to the client’s contact address, answerable to the person', async () => {
  const token = await t.logIn('employee@acme.test');
  // The body's copies of the identity (the spec's payload) are accepted and ignored.
  const sent = await t.post(
    '/contact',
    {
      ...validEnquiry,
      email: 'mallory@evil.test',
      firstName: 'Mallory',
      surname: 'Evil',
      company: 'Globex Corporation',
    },
    token,
  );
  expect(sent).toMatchObject({ status: 201, body: { status: 'success', message: 'Your message has been sent!' } });

  const [stored] = await enquiriesOf('employee@acme.test');
  expect(stored!.contact_enquiries).toMatchObject({
    clientId: await clientIdOf('acme'),
    subjectValue: 'pay-and-deductions',
    subjectLabel: 'Pay and deductions',
    comments: validEnquiry.comments,
    actorUserId: null,
  });

  const [mail] = await t.mailbox('benefits@acme.test');
  expect(mail).toMatchObject({
    to: 'benefits@acme.test',
    replyTo: 'employee@acme.test',
    subject: 'Acme Rewards enquiry: Pay and deductions (Alex Morgan)',
  });
  expect(mail!.text).toContain('From: Alex Morgan <employee@acme.test>, Acme Manufacturing Ltd');
  expect(mail!.text).toContain(validEnquiry.comments);
  expect(`${mail!.text}${mail!.html}`).not.toMatch(/mallory|Evil|Globex/i);
  expect(await t.mailbox('mallory@evil.test', 0)).toEqual([]);

  const [row] = await t.api.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'contact.enquiry'))
    .orderBy(desc(auditLog.id));
  expect(row).toMatchObject({
    actorUserId: await idOf('employee@acme.test'),
    asUserId: null,
    details: { enquiryId: stored!.contact_enquiries.id, subject: 'pay-and-deductions', mailed: true },
  });
});

test('what the person typed reaches the mail as text: nothing in it runs or becomes a header', async () => {
  const token = await newAcmePerson('markup@acme.test');
  const comments = 'Is <b>this</b> <script>alert(1)</script> fine?\r\nBcc: everyone@acme.test';
  expect((await t.post('/contact', { subject: 'something-else', comments }, token)).status).toBe(201);
  const [mail] = (await t.mailbox('benefits@acme.test')).filter((each) => each.replyTo === 'markup@acme.test');
  expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail!.html).not.toContain('<script>');
  expect(mail!.subject).toBe('Acme Rewards enquiry: Something else (Quinn Okafor)');
  expect(mail!.to).toBe('benefits@acme.test');
});

test('a refused enquiry names its fields in the spec’s shape, and nothing is stored or mailed', async () => {
  const token = await newAcmePerson('refused@acme.test');
  const refusal = (fields: Record<string, string>) => ({
    status: 422,
    body: { status: 'error', fields, message: correctErrorsMessage },
  });
  expect(await t.post('/contact', {}, token)).toMatchObject(
    refusal({ _person_enq: subjectRequiredMessage, _message: 'This field is required' }),
  );
  expect(await t.post('/contact', { subject: '  ', comments: '   ' }, token)).toMatchObject(
    refusal({ _person_enq: subjectRequiredMessage, _message: 'This field is required' }),
  );
  expect(
    await t.post('/contact', { subject: 'a-subject-acme-does-not-offer', comments: 'Hello' }, token),
  ).toMatchObject(refusal({ _person_enq: subjectRequiredMessage }));
  // Both wrong at once: both named in one refusal.
  const both = await t.call(sendEnquiry, 422, {
    body: { subject: 'a-subject-acme-does-not-offer', comments: ' ' },
    token,
  });
  expect(having(both.body, 'fields').fields).toEqual({
    _person_enq: subjectRequiredMessage,
    _message: 'This field is required',
  });
  expect(
    await t.post('/contact', { subject: 'my-benefits', comments: 'x'.repeat(commentsMaxLength + 1) }, token),
  ).toMatchObject(refusal({ _message: commentsTooLongMessage }));
  const unknownSubject = await t.call(sendEnquiry, 422, {
    body: { subject: 'a-subject-acme-does-not-offer', comments: 'Hello' },
    token,
  });
  expect(having(unknownSubject.body, 'fields').fields).toEqual({ _person_enq: subjectRequiredMessage });
  // Exactly at the limit is fine.
  expect(
    (await t.post('/contact', { subject: 'my-benefits', comments: 'x'.repeat(commentsMaxLength) }, token)).status,
  ).toBe(201);
  expect(await enquiriesOf('refused@acme.test')).toHaveLength(1);
});

test(`at most ${enquiriesPerHour} enquiries an hour per person, however many arrive at once`, async () => {
  const token = await newAcmePerson('busy@acme.test');
  const answers = await Promise.all(
    Array.from({ length: enquiriesPerHour + 3 }, () => t.post('/contact', validEnquiry, token)),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(enquiriesPerHour);
  const limited = answers.filter((answer) => answer.status === 429);
  expect(limited).toHaveLength(3);
  expect(limited[0]!.body).toEqual({ status: 'error', fields: {}, message: tooManyEnquiriesMessage });
  expect(await enquiriesOf('busy@acme.test')).toHaveLength(enquiriesPerHour);
  await t.api.jobsIdle();
  expect((await t.mailbox('benefits@acme.test')).filter((mail) => mail.replyTo === 'busy@acme.test')).toHaveLength(
    enquiriesPerHour,
  );

  // An hour later the person may write again; someone else never had to wait.
  await t.api.db
    .update(contactEnquiries)
    .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
    .where(eq(contactEnquiries.comments, validEnquiry.comments));
  expect((await t.post('/contact', validEnquiry, token)).status).toBe(201);
});

test('a client with contact us switched off, and a person of no client, have no page and can send nothing', async () => {
  const jamie = await sessionOf('employer@globex.test');
  const off = { status: 403, body: { message: 'Contact us is not available for your organisation' } };
  expect(await t.get('/cms-content/contact', jamie)).toMatchObject(off);
  expect(await t.post('/contact', validEnquiry, jamie)).toMatchObject(off);
  expect(await t.post('/contact', {}, jamie)).toMatchObject(off);
  expect(await enquiriesOf('employer@globex.test')).toEqual([]);
  expect(await t.mailbox('benefits@globex.test', 0)).toEqual([]);

  // A platform administrator is nobody's employee: refused before the page is looked at.
  const admin = await sessionOf('admin@platform.test');
  const notAnEmployee = { status: 403, body: { refusal: 'role' } };
  expect(await t.get('/cms-content/contact', admin)).toMatchObject(notAnEmployee);
  expect(await t.post('/contact', validEnquiry, admin)).toMatchObject(notAnEmployee);
});

test('in a masquerade the enquiry is the person’s, and records who sent it for them', async () => {
  const alex = await idOf('employee@acme.test');
  const admin = await idOf('admin@platform.test');
  const { token } = await startSession(t.api.db, admin, {
    masquerade: { userId: alex, schemeYear: 2026, reason: 'Ticket 77', minutes: 30 },
  });
  const response = await fetch(`${t.api.url}/contact`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-gateway-secret': gatewaySecret,
      'x-masquerade-user-id': String(alex),
      'x-masquerade-scheme-year': '2026',
    },
    body: JSON.stringify({ subject: 'website-problem', comments: 'Sent for Alex during a support call.' }),
  });
  expect(response.status).toBe(201);
  const [stored] = await enquiriesOf('employee@acme.test');
  expect(stored!.contact_enquiries).toMatchObject({
    userId: alex,
    actorUserId: admin,
    comments: 'Sent for Alex during a support call.',
  });
  const mail = (await t.mailbox('benefits@acme.test')).find((each) =>
    each.text.includes('Sent for Alex during a support call.'),
  );
  expect(mail).toMatchObject({ replyTo: 'employee@acme.test' });
  expect(mail!.text).toContain('Sent for them by Platform Administrator in a support session.');
});
