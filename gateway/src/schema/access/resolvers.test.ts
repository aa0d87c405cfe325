// Viewer.can: what the web may offer, read from the same access declarations the api enforces,
// for the person GET /user describes (their roles, a masquerade, their states).
import type { Subject } from '@portal/contract/access';
import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';

let api: StandInApi;
let me = userAnswer();
beforeAll(async () => {
  api = await standInApi({ 'GET /user': () => ({ status: 200, body: me }) });
});
afterAll(async () => {
  await api.close();
});

const query = `{ viewer { can { chooseBenefits giveConsent acceptTerms changePassword viewEmployerDashboard startEmployeeMasquerade viewAccountAccess approveSelections viewReports startMasquerade } } }`;

async function canOf(access: Subject) {
  me = userAnswer({ access });
  const answer = (await api.execute(query, { token: 'token' })) as {
    data: { viewer: { can: Record<string, boolean> } };
  };
  return Object.entries(answer.data.viewer.can)
    .filter(([, yes]) => yes)
    .map(([name]) => name);
}

test('an employee chooses benefits, accepts terms and changes their password, and nothing of an employer', async () => {
  expect(await canOf({ roles: ['employee'], masquerade: null, states: [] })).toEqual([
    'chooseBenefits',
    'giveConsent',
    'acceptTerms',
    'changePassword',
  ]);
});

test('an employer with no other rights sees the dashboard, but neither view-as, account access nor approvals', async () => {
  expect(await canOf({ roles: ['employee', 'employer'], masquerade: null, states: [] })).toEqual([
    'chooseBenefits',
    'giveConsent',
    'acceptTerms',
    'changePassword',
    'viewEmployerDashboard',
  ]);
});

test('an administrator who approves has every employer right', async () => {
  expect(
    await canOf({ roles: ['employee', 'employer', 'employer-admin', 'approver'], masquerade: null, states: [] }),
  ).toEqual([
    'chooseBenefits',
    'giveConsent',
    'acceptTerms',
    'changePassword',
    'viewEmployerDashboard',
    'startEmployeeMasquerade',
    'viewAccountAccess',
    'approveSelections',
    'viewReports',
  ]);
});

test('acting as a person, nothing that is theirs alone: no consent, no terms, no password', async () => {
  expect(await canOf({ roles: ['employee'], masquerade: 'employer', states: [] })).toEqual(['chooseBenefits']);
});

test('in voucher-only mode no benefit is chosen; a single-sign-on-only person has no password to change', async () => {
  expect(await canOf({ roles: ['employee'], masquerade: null, states: ['voucher-only', 'leaver'] })).toEqual([
    'giveConsent',
    'acceptTerms',
    'changePassword',
  ]);
  expect(await canOf({ roles: ['employee'], masquerade: null, states: ['sso-only'] })).toEqual([
    'chooseBenefits',
    'giveConsent',
    'acceptTerms',
  ]);
});

test('a platform administrator starts masquerades, and has no benefits', async () => {
  expect(await canOf({ roles: ['platform-admin'], masquerade: null, states: [] })).toEqual([
    'giveConsent',
    'changePassword',
    'startMasquerade',
  ]);
});
