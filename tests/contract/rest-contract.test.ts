// The api answers what its contract says: every endpoint of both REST APIs is called once or more
// against the seeded api, and each answer, success or failure, is held to the contract's schema
// for its status (checked-client.ts). A route that drifts from its contract fails here.
import * as activation from '@portal/contract/activation';
import * as approvals from '@portal/contract/approvals';
import * as benefitTakeup from '@portal/contract/benefit-takeup';
import * as basket from '@portal/contract/basket';
import * as benefits from '@portal/contract/benefits';
import { challenge } from '@portal/contract/captcha';
import * as contact from '@portal/contract/contact';
import * as dataLoads from '@portal/contract/data-loads';
import * as content from '@portal/contract/content';
import * as employees from '@portal/contract/employees';
import * as employeeInsights from '@portal/contract/employee-insights';
import * as expressionOfWish from '@portal/contract/expression-of-wish';
import * as family from '@portal/contract/family';
import * as home from '@portal/contract/home';
import * as lifeEvents from '@portal/contract/life-events';
import * as masquerade from '@portal/contract/masquerade';
import { allEndpoints } from '@portal/contract/openapi';
import * as reset from '@portal/contract/password-reset';
import * as platformSettings from '@portal/contract/platform-settings';
import * as profile from '@portal/contract/profile';
import * as reports from '@portal/contract/reports';
import * as service from '@portal/contract/service';
import * as session from '@portal/contract/session';
import { site } from '@portal/contract/site';
import * as terms from '@portal/contract/terms';
import * as totalReward from '@portal/contract/total-reward';
import * as twoFactor from '@portal/contract/two-factor';
import { ccvBalance, createVoucherOrder, placeSavedVoucherOrder, voucherManage } from '@portal/contract/vouchers';
import { eq } from 'drizzle-orm';
import { issueOneTimeToken } from '../../api/src/auth/one-time-tokens.js';
import { hashPassword } from '../../api/src/auth/passwords.js';
import { startSession } from '../../api/src/auth/sessions.js';
import { clients } from '../../api/src/db/schema-clients.js';
import { users } from '../../api/src/db/schema-people.js';
import { benefitIdOf } from '../../api/src/testing/benefits.js';
import { demoPassword, demoTotpSecrets } from '../../api/src/seed/seed.js';
import { useTestApi } from '../../api/src/testing/test-api.js';
import { codeFor } from '../../api/src/testing/test-totp.js';
import { checkedClient, type CheckedClient, expectConforms } from './checked-client.js';

const t = useTestApi();
let api: CheckedClient;
beforeAll(() => {
  api = checkedClient(t.api.url);
});

const deviceToken = 'contract-test';
const newPassword = 'Crimson-Lantern-42';

/** A person of a client of their own for this file, so no other check depends on their state. */
async function addPerson(email: string, options: { domain?: string; activated?: boolean } = {}) {
  const [client] = await t.api.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.domain, options.domain ?? 'acme'));
  const activated = options.activated ?? true;
  const [person] = await t.api.db
    .insert(users)
    .values({
      clientId: client!.id,
      email,
      firstName: 'Quinn',
      surname: 'Okafor',
      dateOfBirth: '1991-02-03',
      passwordHash: activated ? await hashPassword(demoPassword) : null,
      activatedAt: activated ? new Date() : null,
    })
    .returning({ id: users.id });
  return person!.id;
}

const userIdOf = async (email: string) =>
  (await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

test('site, content, captcha and the api’s own endpoints', async () => {
  expect((await api.check(site, 200, { params: { domain: 'acme' } })).theme.benefitBrandName).toBe('Acme Rewards');
  await api.check(site, 404, { params: { domain: 'umbrella' } });
  for (const page of [content.termsPage, content.privacyPage, content.cookiePolicyPage])
    await api.check(page, 200, { query: { domain: 'acme' } });
  await api.check(content.termsPage, 404, { query: { domain: 'umbrella' } });
  await api.check(challenge, 200);
  await api.check(service.health, 200);
  await api.check(service.readiness, 200);
  expect((await api.check(service.openApi, 200)).openapi).toBe('3.1.0');
  expect((await api.check(service.demoMailbox, 200, { query: { to: 'new@acme.test' } })).data).not.toEqual([]);
  await api.check(service.demoMailbox, 422, { query: { to: 'not an address' } });
});

test('a client without fonts answers null fonts, which the contract allows', async () => {
  await t.api.db
    .insert(clients)
    .values({ domain: 'nofont', clientName: 'No Font Ltd', benefitBrandName: 'No Font Benefits' });
  expect((await api.check(site, 200, { params: { domain: 'nofont' } })).theme).toMatchObject({
    baseFont: null,
    headerFont: null,
  });
  const { token } = await startSession(t.api.db, await addPerson('quinn@nofont.test', { domain: 'nofont' }));
  const setup = await api.check(session.loginSetup, 200, { token });
  expect(setup.client?.scheme).toMatchObject({ baseFont: null, headerFont: null, theme: { core: { baseFont: null } } });
});

test('session: the login-URL check, each answer of a login, setup, ping and logout', async () => {
  await api.check(session.loginUrl, 200, { body: { email: 'employee@acme.test', site: 'acme' } });
  await api.check(session.loginUrl, 422, { body: { email: 'not an address', site: 'acme' } });
  // Each logs in on their own client's site, as the gateway sends it.
  const siteOf = (email: string) => (email.endsWith('@globex.test') ? 'globex' : 'acme');
  const login = (email: string, password = demoPassword, recaptcha?: string) => ({
    body: { email, password, site: siteOf(email), deviceToken, recaptcha },
  });
  expect(await api.check(session.login, 200, login('employee@acme.test'))).toHaveProperty('access_token');
  expect(await api.check(session.login, 200, login('mfa@acme.test'))).toMatchObject({ is_should_validate_2fa: true });
  expect(await api.check(session.login, 200, login('employee@globex.test'))).toMatchObject({
    is_should_setup_2fa: true,
  });
  await api.check(session.login, 422, { body: { email: '', password: '', site: 'acme', deviceToken } });

  // An address that is nobody's: a failure, then the robot check owed, then locked at the 5th.
  const nobody = 'nobody-contract@acme.test';
  await api.check(session.login, 401, login(nobody, 'wrong'));
  await api.check(session.login, 422, login(nobody, 'wrong'));
  for (let failure = 2; failure < 5; failure += 1)
    await api.check(session.login, 401, login(nobody, 'wrong', await t.captcha()));
  await api.check(session.login, 423, login(nobody, 'wrong', await t.captcha()));

  const token = await t.logIn('probation@acme.test');
  await api.check(session.loginSetup, 200, { token });
  await api.check(session.ping, 200, { token });
  await api.check(session.logout, 200, { token });
  await api.check(session.ping, 401, { token });
  const [admin] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@platform.test'));
  expect(
    (await api.check(session.loginSetup, 200, { token: (await startSession(t.api.db, admin!.id)).token })).client,
  ).toBeNull();
  await api.check(session.loginSetup, 403, {
    token: (await startSession(t.api.db, admin!.id, { mfaPending: true })).token,
  });
});

test("masquerade: the people, the link, its exchange, and the employer's account access", async () => {
  const admin = (await startSession(t.api.db, await userIdOf('admin@platform.test'))).token;
  const employer = await t.logIn('employer@acme.test');
  expect(
    (await api.check(masquerade.masqueradeCandidates, 200, { token: admin, query: { search: 'casey' } })).data,
  ).toHaveLength(1);
  await api.check(masquerade.masqueradeCandidates, 422, { token: admin, query: { search: 'c' } });
  await api.check(masquerade.masqueradeCandidates, 403, { token: employer, query: { search: 'casey' } });
  const leaver = await userIdOf('leaver@acme.test');
  const link = await api.check(masquerade.startMasquerade, 201, {
    token: admin,
    body: { userId: leaver, reason: 'Contract check' },
  });
  await api.check(masquerade.startMasquerade, 403, {
    token: employer,
    body: { userId: leaver, reason: 'Contract check' },
  });
  await api.check(masquerade.startMasquerade, 404, {
    token: admin,
    body: { userId: 999_999, reason: 'Contract check' },
  });
  await api.check(masquerade.startMasquerade, 422, { token: admin, body: { userId: leaver, reason: '' } });
  const token = link.url.split('/sso-login/')[1]!.split('/')[0]!;
  expect(await api.check(masquerade.ssoLogin, 200, { body: { sso_token: token } })).toMatchObject({
    masqueradeUserId: leaver,
  });
  await api.check(masquerade.ssoLogin, 401, { body: { sso_token: token } });
  await api.check(masquerade.ssoLogin, 422, { body: { sso_token: '' } });
  const clientId = (
    await t.api.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, 'employer@acme.test'))
  )[0]!.clientId!;
  expect(
    (await api.check(masquerade.accountAccess, 200, { token: employer, params: { clientId: String(clientId) } }))
      .data[0],
  ).toMatchObject({ employeeEmail: 'leaver@acme.test' });
  await api.check(masquerade.accountAccess, 404, { token: employer, params: { clientId: String(clientId + 1000) } });
  await api.check(masquerade.accountAccess, 403, {
    token: await t.logIn('probation@acme.test'),
    params: { clientId: String(clientId) },
  });
  const jordan = await userIdOf('probation@acme.test');
  const own = { clientId: String(clientId), userId: String(jordan) };
  await api.check(masquerade.employerMasquerade, 201, {
    token: employer,
    params: own,
    body: { reason: 'Contract check' },
  });
  await api.check(masquerade.employerMasquerade, 404, {
    token: employer,
    params: { ...own, clientId: String(clientId + 1000) },
    body: { reason: 'Contract check' },
  });
  await api.check(masquerade.employerMasquerade, 403, {
    token: await t.logIn('probation@acme.test'),
    params: own,
    body: { reason: 'Contract check' },
  });
  await api.check(masquerade.employerMasquerade, 422, { token: employer, params: own, body: { reason: '' } });
});

test('two-factor after single sign-on: the setup, then the code, with the pending token', async () => {
  const avery = await userIdOf('sso@globex.test');
  const owedSetup = await api.check(masquerade.ssoLogin, 200, {
    body: { sso_token: await issueOneTimeToken(t.api.db, 'sso', avery) },
  });
  if (!('secret' in owedSetup)) throw new Error('Globex requires 2FA: single sign-on hands out a secret to set up');
  const { secret, sso_pending_token } = owedSetup;
  await api.check(twoFactor.ssoSetUpTwoFactor, 422, {
    body: { sso_pending_token, secret, code: '000000', deviceToken },
  });
  await api.check(twoFactor.ssoSetUpTwoFactor, 200, {
    body: { sso_pending_token, secret, code: await codeFor(secret), deviceToken, recaptcha: await t.captcha() },
  });
  await api.check(twoFactor.ssoSetUpTwoFactor, 401, {
    body: { sso_pending_token, secret, code: await codeFor(secret), deviceToken },
  });

  const owedCode = await api.check(masquerade.ssoLogin, 200, {
    body: { sso_token: await issueOneTimeToken(t.api.db, 'sso', avery) },
  });
  if (!('sso_pending_token' in owedCode)) throw new Error('With 2FA set up, single sign-on owes the code');
  const pending = { sso_pending_token: owedCode.sso_pending_token, deviceToken };
  await api.check(twoFactor.ssoLoginWithCode, 422, {
    body: { ...pending, code: '000000', recaptcha: await t.captcha() },
  });
  await api.check(twoFactor.ssoLoginWithCode, 200, {
    body: { ...pending, code: await codeFor(secret, 1), recaptcha: await t.captcha() },
  });
  await api.check(twoFactor.ssoLoginWithCode, 401, { body: { ...pending, code: await codeFor(secret, 1) } });
});

test('two-factor: the code at login, setup at login, and 2FA from the profile', async () => {
  const riley = { email: 'mfa@acme.test', password: demoPassword, site: 'acme', deviceToken };
  await api.check(twoFactor.loginWithCode, 422, { body: { ...riley, code: '000000' } });
  // The wrong code owes a robot check on the next try.
  const code = await codeFor(demoTotpSecrets.riley);
  expect(
    await api.check(twoFactor.loginWithCode, 200, { body: { ...riley, code, recaptcha: await t.captcha() } }),
  ).toHaveProperty('access_token');
  await api.check(twoFactor.setUpTwoFactor, 422, { body: { type: 'sideways' } as never });

  const morgan = { email: 'employee@globex.test', password: demoPassword, site: 'globex', deviceToken };
  const setupOwed = await api.check(session.login, 200, { body: morgan });
  if (!('secret' in setupOwed)) throw new Error('Globex requires 2FA: its login hands out a secret to set up');
  const { secret } = setupOwed;
  await api.check(twoFactor.setUpTwoFactor, 200, { body: { type: 'temporary', code: await codeFor(secret), secret } });
  await api.check(twoFactor.setUpTwoFactor, 200, {
    body: { type: 'complete', code: await codeFor(secret), secret, ...morgan },
  });

  const userId = String(await addPerson('quinn.two-factor@acme.test'));
  const token = await t.logIn('quinn.two-factor@acme.test');
  await api.check(twoFactor.createSecret, 403, {
    params: { userId: String(await userIdOf('employee@acme.test')) },
    body: { password: demoPassword },
    token,
  });
  await api.check(twoFactor.createSecret, 422, { params: { userId }, body: { password: 'wrong' }, token });
  const created = await api.check(twoFactor.createSecret, 200, {
    params: { userId },
    body: { password: demoPassword },
    token,
  });
  await api.check(twoFactor.validateSecret, 200, {
    params: { userId },
    body: { code: await codeFor(created.secret) },
    token,
  });
  await api.check(twoFactor.createSecret, 409, { params: { userId }, body: { password: demoPassword }, token });
  await api.check(twoFactor.disableTwoFactor, 422, {
    params: { userId },
    body: { password: demoPassword, code: '000000' },
    token,
  });
  await api.check(twoFactor.disableTwoFactor, 200, {
    params: { userId },
    body: { password: demoPassword, code: await codeFor(created.secret, 1) },
    token,
  });
  await api.check(twoFactor.validateSecret, 404, { params: { userId: 'me' }, body: { code: '123456' }, token });
});

test('activation: lookup, date of birth, live rules, the password step', async () => {
  const activationId = 'demo-activation-acme';
  await api.check(activation.lookUpActivation, 200, { params: { activationId } });
  await api.check(activation.lookUpActivation, 404, { params: { activationId: 'never-issued' } });
  await api.check(activation.verifyActivationDateOfBirth, 422, { body: { activationId, date_of_birth: '15/03/1990' } });
  await api.check(activation.verifyActivationDateOfBirth, 200, { body: { activationId, date_of_birth: '14/03/1990' } });
  await api.check(activation.checkActivationPassword, 200, { body: { activationId, password: newPassword } });
  const step = { activationId, date_of_birth: '14/03/1990', password: newPassword, password_confirmation: newPassword };
  await api.check(activation.activate, 422, { body: { ...step, password: 'short', password_confirmation: 'short' } });
  expect(await api.check(activation.activate, 200, { body: step })).toHaveProperty('access_token');
  await api.check(activation.lookUpActivation, 410, { params: { activationId } });
  const drew = {
    activationId: 'demo-activation-globex',
    date_of_birth: '05/06/1988',
    password: newPassword,
    password_confirmation: newPassword,
  };
  expect(await api.check(activation.activate, 200, { body: drew })).toMatchObject({ is_should_setup_2fa: true });
});

test('password reset: the mailed link, date of birth, live rules, the new password', async () => {
  const email = 'quinn.reset@acme.test';
  await addPerson(email);
  await api.check(reset.forgotPassword, 422, { body: { email, isRecaptchaEnabled: true } });
  await api.check(reset.forgotPassword, 200, {
    body: { email, recaptcha: await t.captcha(), isRecaptchaEnabled: true },
  });
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec((await t.mailbox(email))[0]!.text)![1]!;
  await api.check(reset.validateResetLink, 200, { params: { token } });
  await api.check(reset.validateResetLink, 410, { params: { token: 'never-issued' } });
  await api.check(reset.verifyResetDateOfBirth, 200, { body: { token, date_of_birth: '03/02/1991' } });
  await api.check(reset.checkResetPassword, 200, { body: { token, password: demoPassword } });
  const step = { token, date_of_birth: '03/02/1991', password: newPassword, password_confirmation: newPassword };
  await api.check(reset.resetPassword, 422, { body: { ...step, password_confirmation: 'something else' } });
  await api.check(reset.resetPassword, 200, { body: step });
  await api.check(reset.checkResetPassword, 410, { body: { token, password: newPassword } });
});

test('profile and terms: the signed-in person, their password, the new terms', async () => {
  await addPerson('quinn.profile@acme.test');
  const token = await t.logIn('quinn.profile@acme.test');
  expect((await api.check(profile.user, 200, { token })).email).toBe('quinn.profile@acme.test');
  await api.check(profile.user, 401, { token: 'made-up' });
  await api.check(profile.checkProfilePassword, 200, { body: { password: 'abc' }, token });
  await api.check(profile.changePassword, 422, {
    body: { current_password: 'wrong', password: newPassword, password_confirmation: newPassword },
    token,
  });
  await api.check(profile.changePassword, 200, {
    body: { current_password: demoPassword, password: newPassword, password_confirmation: newPassword },
    token,
  });

  expect((await api.check(profile.profile, 200, { token })).avatarOptions).not.toEqual([]);
  await api.check(profile.updateProfile, 200, { body: { avatar: '/avatars/classic/amber.svg' }, token });
  await api.check(profile.updateProfile, 422, { body: { avatar: '/elsewhere.svg' }, token });
  expect(
    (await api.check(profile.updateReminders, 200, { body: { windowReminders: false }, token })).windowReminders,
  ).toBe(false);
  await api.check(profile.updateReminders, 200, { body: { windowReminders: true }, token });
  const other = await t.logIn('quinn.profile@acme.test', newPassword);
  const listed = await api.check(profile.signedInSessions, 200, { token });
  const otherId = listed.sessions.find((entry) => !entry.current)!.id;
  await api.check(profile.signOutSession, 409, {
    params: { sessionId: String(listed.sessions.find((entry) => entry.current)!.id) },
    token,
  });
  await api.check(profile.signOutSession, 200, { params: { sessionId: String(otherId) }, token });
  await api.check(profile.signOutSession, 404, { params: { sessionId: String(otherId) }, token });
  await api.check(profile.signOutOtherSessions, 200, { token });
  await api.check(profile.signedInSessions, 401, { token: other });
  await api.check(profile.changeEmail, 422, {
    body: { email: 'quinn.new@example.com', current_password: 'wrong' },
    token,
  });
  await api.check(profile.changeEmail, 202, {
    body: { email: 'quinn.new@example.com', current_password: newPassword },
    token,
  });
  const link = /confirm-email=([\w-]+)/.exec((await t.mailbox('quinn.new@example.com'))[0]!.text)![1]!;
  await api.check(profile.confirmEmail, 410, { body: { token: 'not-the-link' }, token });
  await api.check(profile.confirmEmail, 200, { body: { token: link }, token });
  await api.check(profile.cancelEmailChange, 200, { token });

  const robin = await t.logIn('terms@acme.test');
  await api.check(terms.termsToAccept, 200, { token: robin });
  await api.check(terms.acceptTerms, 422, { body: { termsAccepted: false } as never, token: robin });
  await api.check(terms.acceptTerms, 200, { body: { termsAccepted: true }, token: robin });
  await api.check(ccvBalance, 200, { token: await t.logIn('leaver@acme.test') });
});

test('family: the list, adding and editing a member, and whose family it is', async () => {
  const userId = await addPerson('quinn.family@acme.test');
  const token = await t.logIn('quinn.family@acme.test');
  const child = {
    title: 'Mx',
    first_name: 'Ari',
    surname: 'Okafor',
    date_of_birth: '2020-06-01',
    sex: 'male',
    fmember_type: 'dependant',
    education_check: false,
  } as const;
  expect((await api.check(family.family, 200, { token })).familyMembers).toEqual([]);
  await api.check(family.family, 401, {});
  const { familyMember } = await api.check(family.addFamilyMember, 201, {
    token,
    params: { userId: String(userId) },
    body: child,
  });
  await api.check(family.addFamilyMember, 422, { token, params: { userId: String(userId) }, body: {} as never });
  await api.check(family.addFamilyMember, 403, {
    token,
    params: { userId: String(await userIdOf('employee@acme.test')) },
    body: child,
  });
  const params = { familyMemberId: String(familyMember.family_id) };
  await api.check(family.editFamilyMember, 200, { token, params, body: { ...child, active: false } });
  await api.check(family.editFamilyMember, 422, { token, params, body: { ...child, education_check: true } });
  await api.check(family.editFamilyMember, 404, { token: await t.logIn('employer@acme.test'), params, body: child });
});

test('expression of wish: read, saved, refused when the shares do not add up', async () => {
  const token = await t.logIn('employee@acme.test');
  expect((await api.check(expressionOfWish.expressionOfWish, 200, { token })).beneficiaries).toEqual([]);
  const beneficiaries = [{ familyMemberId: null, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 100 }];
  await api.check(expressionOfWish.saveExpressionOfWish, 200, { token, body: { beneficiaries } });
  await api.check(expressionOfWish.saveExpressionOfWish, 422, {
    token,
    body: { beneficiaries: [{ ...beneficiaries[0]!, sharePercent: 90 }] },
  });
  await api.check(expressionOfWish.saveExpressionOfWish, 200, { token, body: { beneficiaries: [] } });
  await api.check(expressionOfWish.expressionOfWish, 401, {});
});

test('employees: the tables, reports, download tickets and welcome-email resends', async () => {
  const employer = await t.logIn('employer@acme.test');
  const clientId = String((await api.check(session.loginSetup, 200, { token: employer })).client!.id);
  const own = { params: { clientId }, token: employer };
  expect(
    (await api.check(employees.employeeList, 200, { ...own, query: { search: 'a', sort_by: 'email' } })).per_page,
  ).toBe(10);
  await api.check(employees.employeeList, 403, { params: { clientId }, token: await t.logIn('employee@acme.test') });
  await api.check(employees.employeeList, 404, { ...own, params: { clientId: String(Number(clientId) + 1000) } });
  await api.check(employees.employeeList, 422, { ...own, query: { sort_by: 'salary' } });
  await api.check(employees.twoFactorList, 200, { ...own, query: { 'filter[person_mfa_secret]': '1' } });
  await api.check(employees.downloadReport, 200, { ...own, query: { type: 'employeeTwoFA' } });
  const { ticket } = await api.check(employees.issueTicket, 201, {
    ...own,
    body: { type: 'employees', 'filter[person_activated]': '0' },
  });
  await api.check(employees.downloadByTicket, 200, { params: { ticket } });
  await api.check(employees.downloadByTicket, 410, { params: { ticket } });

  const unregistered = String(await addPerson('quinn.welcome@acme.test', { activated: false }));
  await api.check(employees.resendWelcomeEmail, 202, { params: { employeeId: unregistered }, token: employer });
  await api.check(employees.resendWelcomeEmail, 422, {
    params: { employeeId: String(await userIdOf('employee@acme.test')) },
    token: employer,
  });
  await api.check(employees.resendWelcomeEmail, 404, { params: { employeeId: '2147483647' }, token: employer });
  await api.check(employees.resendWelcomeEmails, 202, own);
});

test('reports: the list, a request, single and zip downloads, and their tickets', async () => {
  const admin = await t.logIn('employer@acme.test');
  const clientId = String((await api.check(session.loginSetup, 200, { token: admin })).client!.id);
  const own = { params: { clientId }, token: admin };
  expect((await api.check(reports.reportList, 200, own)).providers.length).toBeGreaterThan(0);
  await api.check(reports.reportList, 403, { params: { clientId }, token: await t.logIn('hr@acme.test') });
  await api.check(reports.reportList, 404, { ...own, params: { clientId: String(Number(clientId) + 1000) } });
  const { report } = await api.check(reports.requestReport, 201, {
    ...own,
    body: { type: 'payroll', year: 2026, month: 3 },
  });
  const { report: other } = await api.check(reports.requestReport, 201, {
    ...own,
    body: { type: 'lifeevent', year: 2026, month: 3 },
  });
  await api.check(reports.requestReport, 422, { ...own, body: { type: 'salary', year: 2026, month: 13 } as never });
  const reportId = String(report.id);
  await api.check(reports.downloadOneReport, 200, {
    params: { clientId, reportId },
    token: admin,
    query: { format: 'csv' },
  });
  await api.check(reports.downloadOneReport, 404, { params: { clientId, reportId: '2147483647' }, token: admin });
  await api.check(reports.downloadMultipleReports, 200, {
    ...own,
    query: { ids: `${report.id},${other.id}`, format: 'xlsx' },
  });
  await api.check(reports.downloadMultipleReports, 422, { ...own, query: { ids: '' } });
  const { ticket } = await api.check(reports.issueReportTicket, 201, {
    ...own,
    body: { reportIds: [report.id], format: 'csv' },
  });
  await api.check(reports.reportByTicket, 200, { params: { ticket } });
  await api.check(reports.reportByTicket, 410, { params: { ticket } });
});

test('data loads: a dry run, its eligibility difference, apply, history, undo, discard and refusals', async () => {
  const admin = await t.logIn('employer@acme.test');
  const clientId = String((await api.check(session.loginSetup, 200, { token: admin })).client!.id);
  const own = { params: { clientId }, token: admin };
  const header = dataLoads.dataLoadColumns.map((column) => column.name).join(',');
  const file = (...rows: string[]) => ({
    bytes: new TextEncoder().encode([header, ...rows].join('\r\n')),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'contract.csv' },
  });
  const newcomer = 'CON-0001,Cora,Contract,cora.contract@acme-contract.test,02/03/1991,,,,,31000.00,,,';

  await api.check(dataLoads.dataLoadTemplate, 200, own);
  await api.check(dataLoads.dataLoadTemplate, 403, { params: { clientId }, token: await t.logIn('hr@acme.test') });
  await api.check(dataLoads.dataLoadTemplate, 404, { ...own, params: { clientId: String(Number(clientId) + 1000) } });
  await api.check(dataLoads.uploadEmployeeData, 422, { ...own, raw: file() });
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await api.check(dataLoads.uploadEmployeeData, 415, { ...own, raw: { bytes: png, headers: file().headers } });

  const { upload: abandoned } = await api.check(dataLoads.uploadEmployeeData, 201, { ...own, raw: file(newcomer) });
  await api.check(dataLoads.discardEmployeeDataUpload, 200, {
    params: { uploadId: String(abandoned.id) },
    token: admin,
  });
  await api.check(dataLoads.employeeDataUploadById, 404, { params: { uploadId: String(abandoned.id) }, token: admin });

  const { upload } = await api.check(dataLoads.uploadEmployeeData, 201, { ...own, raw: file(newcomer) });
  const uploadId = String(upload.id);
  await api.check(dataLoads.employeeDataUploadById, 200, { params: { uploadId }, token: admin });
  await api.check(dataLoads.eligibilityDifference, 200, { params: { uploadId }, token: admin });
  await api.check(dataLoads.applyEmployeeDataUpload, 202, {
    params: { uploadId },
    token: admin,
    body: { sendWelcomeEmails: false },
  });
  await t.api.jobsIdle();
  await api.check(dataLoads.applyEmployeeDataUpload, 409, {
    params: { uploadId },
    token: admin,
    body: { sendWelcomeEmails: false },
  });
  await api.check(dataLoads.discardEmployeeDataUpload, 409, { params: { uploadId }, token: admin });
  const { dataLoads: history } = await api.check(dataLoads.dataLoadHistory, 200, own);
  expect(history[0]).toMatchObject({ result: 'applied', canUndo: true });
  expect((await api.check(dataLoads.dateLastUpload, 200, own)).dateLastUpload).not.toBeNull();
  const loadId = String(history[0]!.id);
  await api.check(dataLoads.undoDataLoad, 201, { params: { clientId, loadId }, token: admin });
  await api.check(dataLoads.undoDataLoad, 409, { params: { clientId, loadId }, token: admin });
});

test('employee insights: engagement by period and the workforce figures, for administrators only', async () => {
  const admin = await t.logIn('employer@acme.test');
  const clientId = String((await api.check(session.loginSetup, 200, { token: admin })).client!.id);
  const own = { params: { clientId }, token: admin };
  expect(
    (await api.check(employeeInsights.engagementLogins, 200, { ...own, query: { period: 'month' } })).logins,
  ).toHaveLength(12);
  await api.check(employeeInsights.engagementLogins, 422, { ...own, query: { period: 'year' } });
  await api.check(employeeInsights.engagementLogins, 403, {
    params: { clientId },
    token: await t.logIn('hr@acme.test'),
  });
  await api.check(employeeInsights.engagementLogins, 404, {
    ...own,
    params: { clientId: String(Number(clientId) + 1000) },
  });
  expect((await api.check(employeeInsights.employeeInsights, 200, own)).totals.headcount).toBeGreaterThan(0);
  await api.check(employeeInsights.employeeInsights, 403, {
    params: { clientId },
    token: await t.logIn('employee@acme.test'),
  });
  await api.check(employeeInsights.employeeInsights, 404, {
    ...own,
    params: { clientId: String(Number(clientId) + 1000) },
  });
});

test('approvals: the summary, a benefit’s pending selections, the decision, the counts', async () => {
  const approver = await t.logIn('employer@acme.test');
  const { summary } = await api.check(approvals.pendingSummary, 200, { token: approver });
  const benefitId = String(summary[0]!.benefitId);
  const { selectionsData } = await api.check(approvals.pendingSelections, 200, {
    params: { benefitId },
    query: { page: '1' },
    token: approver,
  });
  await api.check(approvals.pendingSelections, 404, { params: { benefitId: '2147483647' }, token: approver });
  const decision = { selectionIds: [selectionsData[0]!.selectionId], approval: true };
  await api.check(approvals.decideSelections, 200, { body: decision, token: approver });
  await api.check(approvals.decideSelections, 200, {
    body: { selectionIds: [selectionsData[1]!.selectionId], approval: false, reason: 'Over budget' },
    token: approver,
  });
  await api.check(approvals.decideSelections, 409, { body: decision, token: approver });
  await api.check(approvals.decideSelections, 422, { body: { selectionIds: [], approval: true }, token: approver });
  await api.check(approvals.statusCounts, 200, { token: approver });
  await api.check(approvals.statusCounts, 403, { token: await t.logIn('employee@acme.test') });
});

test('benefits: the catalogue, one benefit, choosing, opting out, costs, beam, statements', async () => {
  const token = await t.logIn('employee@acme.test');
  const id = async (slug: string) => ({ benefitId: String(await benefitIdOf(t.api.db, slug)) });
  const { benefits: cards } = await api.check(benefits.eligibleBenefits, 200, { token, query: { category: 'health' } });
  expect(cards.length).toBeGreaterThan(0);
  await api.check(benefits.eligibleBenefits, 422, { token, query: { status: 'lost' } });
  await api.check(benefits.benefitFilters, 200, { token });
  await api.check(benefits.benefit, 200, { token, params: await id('critical-illness') });
  await api.check(benefits.benefit, 404, {
    token,
    params: { benefitId: String(await benefitIdOf(t.api.db, 'pension', 'globex')) },
  });
  await api.check(benefits.benefitSelection, 200, { token, params: await id('pension') });
  await api.check(benefits.benefitWithSelection, 200, { token, params: await id('private-medical') });
  await api.check(benefits.relatedFaqs, 200, { token, params: await id('cycle-to-work') });
  await api.check(benefits.relatedBenefits, 200, { token, params: await id('dental-insurance') });
  await api.check(benefits.costsTotal, 200, { token });
  await api.check(benefits.helpMeChoose, 200, { token });
  const answers = { partner: true, childrenAges: [3], expectedUses: [], monthlyBudgetPence: null, priorities: null };
  await api.check(benefits.saveHelpMeChoose, 200, { token, body: { answers } });
  await api.check(benefits.saveHelpMeChoose, 422, { token, body: { answers: { ...answers, childrenAges: [40] } } });
  await api.check(benefits.costPreview, 200, {
    token,
    params: await id('holiday-trading'),
    body: { values: { days: 2 } },
  });
  await api.check(benefits.costPreview, 422, {
    token,
    params: await id('holiday-trading'),
    body: { values: { days: 9 } },
  });

  const gym = await id('gym-membership');
  await api.check(benefits.createSelection, 422, { token, params: gym, body: { values: { level: 'platinum' } } });
  const { selection } = await api.check(benefits.createSelection, 201, {
    token,
    params: gym,
    body: { values: { level: 'premium' } },
  });
  await api.check(benefits.createSelection, 409, { token, params: gym, body: { values: { level: 'premium' } } });
  const selectionId = String(selection.selectionId);
  await api.check(benefits.updateSelection, 422, {
    token,
    params: { selectionId },
    body: { values: { level: 'gold' } },
  });
  await api.check(benefits.updateSelection, 200, { token, params: { selectionId }, body: { status: 'opted-out' } });
  await api.check(benefits.updateSelection, 404, {
    token,
    params: { selectionId: '2147483647' },
    body: { status: 'opted-out' },
  });

  const life = await benefitIdOf(t.api.db, 'life-assurance');
  await api.check(benefits.beamCosts, 200, {
    token,
    body: { eeben_benefit_id: life, cover: 20000000, partner_cover: 0 },
  });
  await api.check(benefits.beamCosts, 422, { token, body: { eeben_benefit_id: life, cover: 1 } });
  await api.check(benefits.contributions, 200, { token, params: { groupCode: 'pension' } });
  await api.check(benefits.contributions, 404, { token, params: { groupCode: 'unknown' } });
});

test('basket: a change put in and refused, the basket, one taken out, and Confirm', async () => {
  const token = await t.logIn('employee@acme.test');
  const holiday = { benefitId: String(await benefitIdOf(t.api.db, 'holiday-trading')) };
  await api.check(basket.putBasketItem, 200, { token, params: holiday, body: { values: { days: 1 } } });
  await api.check(basket.putBasketItem, 422, { token, params: holiday, body: { values: { days: 9 } } });
  await api.check(basket.putBasketItem, 404, {
    token,
    params: { benefitId: String(await benefitIdOf(t.api.db, 'pension', 'globex')) },
    body: { values: { percentage: 500 } },
  });
  const { basket: kept } = await api.check(basket.basketOf, 200, { token });
  expect(kept.items).toHaveLength(1);
  await api.check(basket.removeBasketItem, 200, { token, params: holiday });
  await api.check(basket.putBasketItem, 200, { token, params: holiday, body: { values: { days: -1 } } });
  const { outcomes } = await api.check(basket.confirmBasket, 200, { token });
  expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['chosen']);
});

test('claims and their receipts', async () => {
  const token = await t.logIn('employee@acme.test');
  const params = { benefitId: String(await benefitIdOf(t.api.db, 'health-cash-plan')) };
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const headers = { 'content-type': 'image/png', 'x-file-name': 'receipt.png' };
  const { uploadId } = await api.check(benefits.uploadReceipt, 201, { token, raw: { bytes: png, headers } });
  await api.check(benefits.uploadReceipt, 415, { token, raw: { bytes: new TextEncoder().encode('text'), headers } });
  await api.check(benefits.uploadReceipt, 413, {
    token,
    raw: { bytes: new Uint8Array(benefits.receiptMaxBytes + 1), headers },
  });
  await api.check(benefits.claims, 200, { token, params });
  const claim = {
    amount: 2500,
    treatment_date: '2026-10-01',
    description: 'Physiotherapy',
    receipt_upload_id: uploadId,
  };
  await api.check(benefits.makeClaim, 201, { token, params, body: claim });
  await api.check(benefits.makeClaim, 422, { token, params, body: claim });
  await api.check(benefits.makeClaim, 404, {
    token,
    params: { benefitId: String(await benefitIdOf(t.api.db, 'pension')) },
    body: claim,
  });
});

test('life events: the client’s kinds, the person’s own, and reporting one', async () => {
  const token = await t.logIn('employee@acme.test');
  const { lifeEvents: types } = await api.check(lifeEvents.availableLifeEvents, 200, { token });
  await api.check(lifeEvents.availableLifeEvents, 401, {});
  expect((await api.check(lifeEvents.userLifeEvents, 200, { token })).lifeEvents).not.toEqual([]);
  const moving = types.find((type) => type.code === 'moving-house')!;
  const today = new Date().toISOString().slice(0, 10);
  await api.check(lifeEvents.addLifeEvent, 201, { token, body: { life_event_type_id: moving.id, event_date: today } });
  await api.check(lifeEvents.addLifeEvent, 422, { token, body: { life_event_type_id: moving.id, event_date: today } });
});

test('total reward, home and FAQs', async () => {
  const token = await t.logIn('employee@acme.test');
  await api.check(totalReward.totalRewardCard, 200, { token });
  await api.check(totalReward.totalRewardPage, 200, { token, query: { mode: 'month' } });
  await api.check(totalReward.totalRewardPage, 422, { token, query: { mode: 'decade' } as never });
  const statement = await api.check(totalReward.totalRewardStatement, 200, { token });
  expect(statement.totals.previous).not.toBeNull();
  expect(await api.check(home.homeCards, 200, { token })).not.toEqual([]);
  await api.check(home.homeBanners, 200, { token });
  expect((await api.check(home.carousel, 200, { token })).slides).toHaveLength(3);
  expect((await api.check(content.faqs, 200, { token })).groups).not.toEqual([]);
  await api.check(content.faqs, 401, {});
});

test('contact us: the page, an enquiry, each refusal and the hourly limit', async () => {
  const token = (await startSession(t.api.db, await addPerson('contact-contract@acme.test'))).token;
  expect((await api.check(contact.contactPage, 200, { token })).enquiryOptions).not.toEqual([]);
  const enquiry = {
    subject: 'my-benefits',
    comments: 'Contract check',
    email: 'someone@else.test',
    firstName: 'Some',
    surname: 'One',
    company: 'Else Ltd',
  };
  await api.check(contact.sendEnquiry, 201, { token, body: enquiry });
  expect(
    await api.check(contact.sendEnquiry, 422, { token, body: { subject: 'nothing-offered', comments: '' } }),
  ).toMatchObject({ status: 'error' });
  for (let sent = 1; sent < contact.enquiriesPerHour; sent += 1)
    await api.check(contact.sendEnquiry, 201, { token, body: enquiry });
  await api.check(contact.sendEnquiry, 429, { token, body: enquiry });
  const globex = (await startSession(t.api.db, await userIdOf('employer@globex.test'))).token;
  await api.check(contact.contactPage, 403, { token: globex });
  await api.check(contact.sendEnquiry, 403, { token: globex, body: enquiry });
});

test('benefit take-up: the summary, one benefit, and the insight-enabled variant', async () => {
  const sam = await t.logIn('employer@acme.test');
  const quinn = await t.logIn('hr@acme.test');
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  const [globex] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'globex'));
  const acmeParams = { clientId: String(acme!.id) };
  const globexParams = { clientId: String(globex!.id) };
  expect((await api.check(benefitTakeup.takeupSummary, 200, { token: sam, params: acmeParams })).data).not.toEqual([]);
  await api.check(benefitTakeup.takeupSummary, 403, { token: quinn, params: acmeParams });
  await api.check(benefitTakeup.takeupSummary, 404, { token: sam, params: globexParams });
  const pension = { ...acmeParams, benefitId: String(await benefitIdOf(t.api.db, 'pension')) };
  await api.check(benefitTakeup.takeupDetail, 200, { token: sam, params: pension, query: { status: 'enrolled' } });
  await api.check(benefitTakeup.takeupDetail, 422, {
    token: sam,
    params: pension,
    query: { status: 'everyone' } as never,
  });
  await api.check(benefitTakeup.takeupDetail, 403, { token: quinn, params: pension });
  await api.check(benefitTakeup.takeupDetail, 404, { token: sam, params: { ...acmeParams, benefitId: '2147483647' } });
  const jamie = (await startSession(t.api.db, await userIdOf('employer@globex.test'))).token;
  const { data } = await api.check(benefitTakeup.insightsSummary, 200, { token: jamie, params: globexParams });
  await api.check(benefitTakeup.insightsDetail, 200, {
    token: jamie,
    params: { ...globexParams, benefitId: String(data[0]!.benefitId) },
    query: { status: 'pending', page: '1' },
  });
  await api.check(benefitTakeup.insightsSummary, 404, { token: sam, params: acmeParams });
  await api.check(benefitTakeup.insightsDetail, 403, { token: quinn, params: pension });
});

test('platform settings: the 2FA enforcement switch and the support contact', async () => {
  const employer = await t.logIn('employer@acme.test');
  const clientId = String((await api.check(session.loginSetup, 200, { token: employer })).client!.id);
  const own = { params: { clientId }, token: employer };
  expect(await api.check(platformSettings.getEnforcementSetting, 200, own)).toEqual({
    isEnforcementTwoFAEnabled: false,
  });
  await api.check(platformSettings.updateEnforcementSetting, 200, {
    ...own,
    body: { isEnforcementTwoFAEnabled: false },
  });
  await api.check(platformSettings.updateEnforcementSetting, 422, { ...own, body: {} as never });
  await api.check(platformSettings.getEnforcementSetting, 403, {
    params: { clientId },
    token: await t.logIn('hr@acme.test'),
  });
  await api.check(platformSettings.getEnforcementSetting, 404, {
    ...own,
    params: { clientId: String(Number(clientId) + 1000) },
  });
  const support = await api.check(platformSettings.getSupportSettings, 200, own);
  await api.check(platformSettings.updateSupportSettings, 200, { ...own, body: support });
  await api.check(platformSettings.updateSupportSettings, 422, { ...own, body: { ...support, supportEmail: 'nope' } });
  await api.check(platformSettings.getSupportSettings, 403, {
    params: { clientId },
    token: await t.logIn('employee@acme.test'),
  });
});

test('vouchers: the employer’s voucher screen, a draft and placing it', async () => {
  const employer = await t.logIn('employer@acme.test');
  const { orderMonth } = await api.check(voucherManage, 200, { token: employer });
  await api.check(voucherManage, 403, { token: await t.logIn('hr@acme.test') });
  const { order } = await api.check(createVoucherOrder, 201, {
    token: employer,
    body: { month: orderMonth, place: false },
  });
  await api.check(createVoucherOrder, 422, { token: employer, body: { month: 'soon', place: false } });
  await api.check(placeSavedVoucherOrder, 200, { token: employer, params: { orderId: String(order.id) } });
  await api.check(placeSavedVoucherOrder, 409, { token: employer, params: { orderId: String(order.id) } });
  await api.check(placeSavedVoucherOrder, 404, { token: employer, params: { orderId: '2147483647' } });
  await api.check(createVoucherOrder, 409, { token: employer, body: { month: orderMonth, place: true } });
});

test('a body its contract rejects is caught: a field of the wrong type, or one it does not describe', async () => {
  const answer = await api.check(site, 200, { params: { domain: 'globex' } });
  expect(() => expectConforms(site.responses[200], answer)).not.toThrow();
  expect(() => expectConforms(site.responses[200], { ...answer, theme: { ...answer.theme, baseFont: 12 } })).toThrow(
    /does not match its contract/,
  );
  expect(() => expectConforms(site.responses[200], { ...answer, tenantSecret: 'x' })).toThrow(/does not describe/);
});

test('every endpoint of the contract was called above and its answer checked', () => {
  const unchecked = allEndpoints
    .filter(({ endpoint }) => !api.checked.has(endpoint))
    .map(({ domain, name }) => `${domain}.${name}`);
  expect(unchecked).toEqual([]);
});
