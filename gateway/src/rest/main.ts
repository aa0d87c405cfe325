import * as activation from '@portal/contract/activation';
import * as benefitTakeup from '@portal/contract/benefit-takeup';
import * as benefits from '@portal/contract/benefits';
import * as captcha from '@portal/contract/captcha';
import * as contact from '@portal/contract/contact';
import * as content from '@portal/contract/content';
import * as dataLoads from '@portal/contract/data-loads';
import * as employees from '@portal/contract/employees';
import * as family from '@portal/contract/family';
import * as home from '@portal/contract/home';
import * as lifeEvents from '@portal/contract/life-events';
import * as masquerade from '@portal/contract/masquerade';
import * as passwordReset from '@portal/contract/password-reset';
import * as profile from '@portal/contract/profile';
import * as reports from '@portal/contract/reports';
import * as session from '@portal/contract/session';
import * as site from '@portal/contract/site';
import * as terms from '@portal/contract/terms';
import * as totalReward from '@portal/contract/total-reward';
import * as twoFactor from '@portal/contract/two-factor';
import * as vouchers from '@portal/contract/vouchers';
import type { BodyInput, Endpoint, QueryInput } from '@portal/contract/endpoint';
import { everyRefusal, refusalsBut } from './decode.js';
import { RestApi } from './rest-api.js';
import type { RestBenefitQuery, RestFamilyMemberPayload, RestOverviewMode, RestSetupBody } from './types.js';

/** The content-managed pages, by the path the api serves each one at. */
const policyPages = {
  'terms-conditions': content.termsPage,
  'privacy-policy': content.privacyPage,
  'our-cookie-policy': content.cookiePolicyPage,
} as const;

export type PolicyPath = keyof typeof policyPages;

interface NewPasswordInput {
  dateOfBirth: string;
  password: string;
  passwordConfirmation: string;
}

/** The date of birth and new password as activation and reset both send them (the spec's names). */
function newPasswordFields(input: NewPasswordInput) {
  return { date_of_birth: input.dateOfBirth, password: input.password, password_confirmation: input.passwordConfirmation };
}

/** Choosing, opting out, claims and the beam calculation: a dead session is thrown, the rest worded. */
const choiceRefusals = refusalsBut('unauthenticated', 'forbidden');

/**
 * The profile's own changes: a dead session is thrown; a refusal, a masquerade's 403 included, is
 * worded on the screen (the api's words: "This cannot be changed during a masquerade session").
 */
const profileRefusals = refusalsBut('unauthenticated');

/** Paths name a benefit by its whole-number id. */
const benefitParams = (benefitId: number) => ({ params: { benefitId: String(benefitId) } });

/**
 * The main REST API's calls, one method per endpoint of the contract, bound to one request's
 * identity. The screens before login (and logout) word every refusal themselves; signed-in
 * screens leave a dead session and a refused access to errors.ts.
 */
export class MainApi extends RestApi {
  /** A form posted before there is a session: every refusal is the screen's to word. */
  private beforeLogin<E extends Endpoint>(endpoint: E, body: BodyInput<E>) {
    return this.outcome(endpoint, { body }, everyRefusal);
  }

  /** A domain that names no client is a refusal: the site falls back to the default one. */
  theme(domain: string) {
    return this.outcome(site.site, { params: { domain } }, ['notFound']);
  }

  policy(path: PolicyPath, domain: string) {
    return this.body(policyPages[path], { query: { domain } });
  }

  /** `site` is the request's own (GatewayContext.siteDomain), never the browser's input. */
  loginUrl(email: string, site: string) {
    return this.beforeLogin(session.loginUrl, { email, site });
  }

  login(input: BodyInput<typeof session.login>) {
    return this.beforeLogin(session.login, input);
  }

  /** An ALTCHA v2 challenge; its shape is the widget's business, not the gateway's. */
  captchaChallenge() {
    return this.body(captcha.challenge);
  }

  /** The second factor at login. */
  loginWithCode(input: BodyInput<typeof twoFactor.loginWithCode>) {
    return this.beforeLogin(twoFactor.loginWithCode, input);
  }

  /** 2FA setup at login: type temporary (first pass) or complete (second pass, logs in). */
  setUpTwoFactor(input: BodyInput<typeof twoFactor.setUpTwoFactor>) {
    return this.beforeLogin(twoFactor.setUpTwoFactor, input);
  }

  /** The same two steps after a single-sign-on login that owes them, with its pending token. */
  ssoLoginWithCode(input: BodyInput<typeof twoFactor.ssoLoginWithCode>) {
    return this.beforeLogin(twoFactor.ssoLoginWithCode, input);
  }

  ssoSetUpTwoFactor(input: BodyInput<typeof twoFactor.ssoSetUpTwoFactor>) {
    return this.beforeLogin(twoFactor.ssoSetUpTwoFactor, input);
  }

  termsToAccept() {
    return this.body(terms.termsToAccept);
  }

  acceptTerms() {
    return this.outcome(terms.acceptTerms, { body: { termsAccepted: true } }, refusalsBut('unauthenticated'));
  }

  loginSetup() {
    return this.body(session.loginSetup);
  }

  user() {
    return this.body(profile.user);
  }

  // The profile screen. A refused change (a wrong current password, a locked address, an avatar
  // not offered, a gone link, a masquerade) is the screen's to word; a dead session is thrown.
  profile() {
    return this.body(profile.profile);
  }

  updateProfile(body: BodyInput<typeof profile.updateProfile>) {
    return this.outcome(profile.updateProfile, { body }, profileRefusals);
  }

  checkProfilePassword(body: BodyInput<typeof profile.checkProfilePassword>) {
    return this.outcome(profile.checkProfilePassword, { body }, profileRefusals);
  }

  changePassword(body: BodyInput<typeof profile.changePassword>) {
    return this.outcome(profile.changePassword, { body }, profileRefusals);
  }

  changeEmail(body: BodyInput<typeof profile.changeEmail>) {
    return this.outcome(profile.changeEmail, { body }, profileRefusals);
  }

  confirmEmail(token: string) {
    return this.outcome(profile.confirmEmail, { body: { token } }, profileRefusals);
  }

  cancelEmailChange() {
    return this.outcome(profile.cancelEmailChange, {}, profileRefusals);
  }

  signedInSessions() {
    return this.body(profile.signedInSessions);
  }

  signOutSession(sessionId: number) {
    return this.outcome(profile.signOutSession, { params: { sessionId: String(sessionId) } }, profileRefusals);
  }

  signOutOtherSessions() {
    return this.outcome(profile.signOutOtherSessions, {}, profileRefusals);
  }

  /** The token of /sso-login/*: every refusal is the screen's to word (/sso-error/). */
  ssoLogin(input: BodyInput<typeof masquerade.ssoLogin>) {
    return this.beforeLogin(masquerade.ssoLogin, input);
  }

  masqueradeCandidates(search: string) {
    return this.body(masquerade.masqueradeCandidates, { query: { search } });
  }

  /** A refused start (not an administrator, an administrator as the target) is the form's to word. */
  startMasquerade(input: BodyInput<typeof masquerade.startMasquerade>) {
    return this.outcome(masquerade.startMasquerade, { body: input }, refusalsBut('unauthenticated'));
  }

  /** The employer's magic link; a refusal (another client's person, an employer) is the panel's to word. */
  employerMasquerade(clientId: string, userId: string, reason: string) {
    return this.outcome(masquerade.employerMasquerade, { params: { clientId, userId }, body: { reason } }, refusalsBut('unauthenticated'));
  }

  accountAccess(clientId: string) {
    return this.body(masquerade.accountAccess, { params: { clientId } });
  }

  /** A session that already expired (401) is as logged out as it can be: every refusal is data. */
  logout() {
    return this.outcome(session.logout, {}, everyRefusal);
  }

  ping() {
    return this.body(session.ping);
  }

  // Activation and passwords: a link that is gone, a wrong date of birth and refused rules are the
  // screens' to word.
  activationLookup(activationId: string) {
    return this.outcome(activation.lookUpActivation, { params: { activationId } }, everyRefusal);
  }

  activationDateOfBirth(activationId: string, dateOfBirth: string) {
    return this.beforeLogin(activation.verifyActivationDateOfBirth, { activationId, date_of_birth: dateOfBirth });
  }

  activationPasswordCheck(activationId: string, password: string) {
    return this.beforeLogin(activation.checkActivationPassword, { activationId, password });
  }

  activate(input: NewPasswordInput & { activationId: string }) {
    return this.beforeLogin(activation.activate, { activationId: input.activationId, ...newPasswordFields(input) });
  }

  forgotPassword(input: BodyInput<typeof passwordReset.forgotPassword>) {
    return this.beforeLogin(passwordReset.forgotPassword, input);
  }

  passwordResetLink(token: string) {
    return this.outcome(passwordReset.validateResetLink, { params: { token } }, everyRefusal);
  }

  passwordResetDateOfBirth(token: string, dateOfBirth: string) {
    return this.beforeLogin(passwordReset.verifyResetDateOfBirth, { token, date_of_birth: dateOfBirth });
  }

  passwordResetCheck(token: string, password: string) {
    return this.beforeLogin(passwordReset.checkResetPassword, { token, password });
  }

  passwordReset(input: NewPasswordInput & { token: string }) {
    return this.beforeLogin(passwordReset.resetPassword, { token: input.token, ...newPasswordFields(input) });
  }

  /** An employee who is not there is the screen's to word; another client's is a refused access. */
  resendWelcomeEmail(employeeId: string) {
    return this.outcome(employees.resendWelcomeEmail, { params: { employeeId } }, refusalsBut('unauthenticated', 'forbidden'));
  }

  resendWelcomeEmails(clientId: string) {
    return this.outcome(employees.resendWelcomeEmails, { params: { clientId } }, refusalsBut('unauthenticated', 'forbidden', 'notFound'));
  }

  ccvBalance() {
    return this.body(vouchers.ccvBalance);
  }

  // The employer's voucher screen: a refusal of the order (409, 422, 404) is the screen's to word.
  voucherManagement() {
    return this.body(vouchers.voucherManage);
  }

  createVoucherOrder(body: BodyInput<typeof vouchers.createVoucherOrder>) {
    return this.outcome(vouchers.createVoucherOrder, { body }, refusalsBut('unauthenticated', 'forbidden'));
  }

  placeVoucherOrder(orderId: string) {
    return this.outcome(vouchers.placeSavedVoucherOrder, { params: { orderId } }, refusalsBut('unauthenticated', 'forbidden'));
  }

  // Benefits. A benefit that is not the viewer's (another client's or scheme year's, or one they
  // are not eligible for) answers 404: the benefit page words it as "removed or relocated".
  eligibleBenefits(query: RestBenefitQuery) {
    return this.body(benefits.eligibleBenefits, { query });
  }

  benefitFilters() {
    return this.body(benefits.benefitFilters);
  }

  benefitWithSelection(benefitId: number) {
    return this.outcome(benefits.benefitWithSelection, benefitParams(benefitId), ['notFound']);
  }

  relatedFaqs(benefitId: number) {
    return this.body(benefits.relatedFaqs, benefitParams(benefitId));
  }

  relatedBenefits(benefitId: number) {
    return this.body(benefits.relatedBenefits, benefitParams(benefitId));
  }

  createSelection(benefitId: number, body: RestSetupBody) {
    return this.outcome(benefits.createSelection, { ...benefitParams(benefitId), body }, choiceRefusals);
  }

  updateSelection(selectionId: number, body: BodyInput<typeof benefits.updateSelection>) {
    return this.outcome(benefits.updateSelection, { params: { selectionId: String(selectionId) }, body }, choiceRefusals);
  }

  selectionCosts() {
    return this.body(benefits.costsTotal);
  }

  beamCosts(body: BodyInput<typeof benefits.beamCosts>) {
    return this.outcome(benefits.beamCosts, { body }, choiceRefusals);
  }

  contributions(groupCode: string) {
    return this.body(benefits.contributions, { params: { groupCode } });
  }

  claims(benefitId: number) {
    return this.body(benefits.claims, benefitParams(benefitId));
  }

  makeClaim(benefitId: number, body: BodyInput<typeof benefits.makeClaim>) {
    return this.outcome(benefits.makeClaim, { ...benefitParams(benefitId), body }, choiceRefusals);
  }

  availableLifeEvents() {
    return this.body(lifeEvents.availableLifeEvents);
  }

  lifeEvents() {
    return this.body(lifeEvents.userLifeEvents);
  }

  /** A refused report (422) is the form's to word; a dead session is thrown. */
  addLifeEvent(body: BodyInput<typeof lifeEvents.addLifeEvent>) {
    return this.outcome(lifeEvents.addLifeEvent, { body }, choiceRefusals);
  }

  totalRewardCard() {
    return this.body(totalReward.totalRewardCard);
  }

  totalRewardPage(mode: RestOverviewMode) {
    return this.body(totalReward.totalRewardPage, { query: { mode } });
  }

  homeCards() {
    return this.body(home.homeCards);
  }

  homeBanners() {
    return this.body(home.homeBanners);
  }

  /** Reading the carousel clears the first-login requirement (showWelcomeModal). */
  carousel() {
    return this.body(home.carousel);
  }

  faqs() {
    return this.body(content.faqs);
  }

  family() {
    return this.body(family.family);
  }

  // The api judges a family member's every field and words what is wrong (422), so the payload
  // goes as the form gave it; those refusals, and a member that is not the person's (404), are
  // the form's to show.
  addFamilyMember(userId: number, payload: RestFamilyMemberPayload) {
    return this.outcome(family.addFamilyMember, { params: { userId: String(userId) }, body: payload as BodyInput<typeof family.addFamilyMember> }, choiceRefusals);
  }

  editFamilyMember(familyMemberId: number, payload: RestFamilyMemberPayload) {
    return this.outcome(
      family.editFamilyMember,
      { params: { familyMemberId: String(familyMemberId) }, body: payload as BodyInput<typeof family.editFamilyMember> },
      choiceRefusals,
    );
  }

  /** The Contact us page: a client with it switched off (403) or a failure is the page's to word. */
  contactPage() {
    return this.outcome(contact.contactPage, {}, refusalsBut('unauthenticated'));
  }

  /** An enquiry: refused fields (422), the hourly limit (429) and a switched-off client are the form's to word. */
  sendEnquiry(body: BodyInput<typeof contact.sendEnquiry>) {
    return this.outcome(contact.sendEnquiry, { body }, refusalsBut('unauthenticated'));
  }

  /** The client's reports; anyone but an administrator of the client is refused (FORBIDDEN). */
  reports(clientId: string) {
    return this.body(reports.reportList, { params: { clientId } });
  }

  /** A report request: refused fields (422) are the side panel's to word. */
  requestReport(clientId: string, body: BodyInput<typeof reports.requestReport>) {
    return this.outcome(reports.requestReport, { params: { clientId }, body }, refusalsBut('unauthenticated', 'forbidden'));
  }

  reportDownloadTicket(clientId: string, body: BodyInput<typeof reports.issueReportTicket>) {
    return this.outcome(reports.issueReportTicket, { params: { clientId }, body }, refusalsBut('unauthenticated', 'forbidden'));
  }

  /** Benefit take-up (employer administrators): a refusal or another client's id is thrown (errors.ts). */
  benefitTakeup(clientId: string) {
    return this.body(benefitTakeup.takeupSummary, { params: { clientId } });
  }

  benefitTakeupDetail(clientId: string, benefitId: string, query: QueryInput<typeof benefitTakeup.takeupDetail>) {
    return this.body(benefitTakeup.takeupDetail, { params: { clientId, benefitId }, query });
  }
  // Employee data uploads (docs/data-loads.md): anyone but an administrator of the client is
  // refused, and the refusal thrown (FORBIDDEN); the mutations word a conflict (409) themselves.
  dataLoadTemplate(clientId: string) {
    return this.body(dataLoads.dataLoadTemplate, { params: { clientId } });
  }

  dateLastUpload(clientId: string) {
    return this.body(dataLoads.dateLastUpload, { params: { clientId } });
  }

  dataLoadHistory(clientId: string) {
    return this.body(dataLoads.dataLoadHistory, { params: { clientId } });
  }

  /** A dry run or an upload being applied; another client's (404) is null to the caller. */
  employeeDataUpload(uploadId: string) {
    return this.outcome(dataLoads.employeeDataUploadById, { params: { uploadId } }, ['notFound']);
  }

  eligibilityDifference(uploadId: string) {
    return this.body(dataLoads.eligibilityDifference, { params: { uploadId } });
  }

  applyEmployeeDataUpload(uploadId: string, body: BodyInput<typeof dataLoads.applyEmployeeDataUpload>) {
    return this.outcome(dataLoads.applyEmployeeDataUpload, { params: { uploadId }, body }, refusalsBut('unauthenticated', 'forbidden'));
  }

  discardEmployeeDataUpload(uploadId: string) {
    return this.outcome(dataLoads.discardEmployeeDataUpload, { params: { uploadId } }, refusalsBut('unauthenticated', 'forbidden'));
  }

  undoDataLoad(clientId: string, loadId: string) {
    return this.outcome(dataLoads.undoDataLoad, { params: { clientId, loadId } }, refusalsBut('unauthenticated', 'forbidden'));
  }
}
