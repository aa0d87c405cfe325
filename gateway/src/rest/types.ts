// The REST shapes the gateway reads, named once and derived from the contract's schemas: nothing
// here is written by hand, so the gateway and the api cannot disagree about a field.
import type * as activation from '@portal/contract/activation';
import type * as approvals from '@portal/contract/approvals';
import type * as benefits from '@portal/contract/benefits';
import type * as contact from '@portal/contract/contact';
import type * as employees from '@portal/contract/employees';
import type * as family from '@portal/contract/family';
import type { BodyInput, QueryInput } from '@portal/contract/endpoint';
import type * as home from '@portal/contract/home';
import type * as lifeEvents from '@portal/contract/life-events';
import type * as masquerade from '@portal/contract/masquerade';
import type * as passwordReset from '@portal/contract/password-reset';
import type * as profile from '@portal/contract/profile';
import type * as session from '@portal/contract/session';
import type * as shared from '@portal/contract/shared';
import type * as site from '@portal/contract/site';
import type * as totalReward from '@portal/contract/total-reward';
import type * as twoFactor from '@portal/contract/two-factor';
import type { z } from 'zod';
import type { OutcomeOf, SuccessOf } from './rest-api.js';

export type RestUser = SuccessOf<typeof profile.user>;
export type RestLoginSetup = SuccessOf<typeof session.loginSetup>;
export type RestClient = NonNullable<RestLoginSetup['client']>;
export type RestSiteTheme = SuccessOf<typeof site.site>;
export type RestTheme = z.output<typeof shared.theme>;
export type RestPasswordCheck = z.output<typeof shared.passwordCheck>;

export type RestEmployeePage = SuccessOf<typeof employees.employeeList>;
export type RestEmployee = RestEmployeePage['data'][number];
export type RestPendingSelection = SuccessOf<typeof approvals.pendingSelections>['selectionsData'][number];

export type RestBenefitCard = z.output<typeof benefits.benefitCard>;
export type RestBenefitProduct = z.output<typeof benefits.benefitProduct>;
export type RestSelection = z.output<typeof benefits.selection>;
export type RestClaim = z.output<typeof benefits.claim>;
export type RestLifeEvent = z.output<typeof lifeEvents.lifeEvent>;
export type RestLifeEventType = z.output<typeof lifeEvents.lifeEventType>;
export type RestStatementRow = z.output<typeof benefits.statementRow>;
export type RestEditFieldType = RestBenefitProduct['editFields'][number]['type'];
export type RestFieldValue = z.output<typeof benefits.fieldValue>;
export type RestSetupBody = BodyInput<typeof benefits.createSelection>;
export type RestBenefitQuery = QueryInput<typeof benefits.eligibleBenefits>;
export type RestOverviewMode = NonNullable<QueryInput<typeof totalReward.totalRewardPage>['mode']>;
export type RestRewardCategory = SuccessOf<typeof totalReward.totalRewardPage>['categories'][number]['category'];
export type RestBannerTone = SuccessOf<typeof home.homeBanners>[number]['tone'];
export type RestContactPage = SuccessOf<typeof contact.contactPage>;

export type RestFamilyMember = z.output<typeof family.familyMember>;
/**
 * A family member's payload as the form gave it: the api judges every field with the contract's
 * rules and words what is wrong, so nothing here is checked or narrowed first.
 */
export type RestFamilyMemberPayload = Partial<Record<keyof BodyInput<typeof family.editFamilyMember>, string | number | boolean | null>>;
export type RestFamilySex = BodyInput<typeof family.addFamilyMember>['sex'];
export type RestFamilyRelationship = BodyInput<typeof family.addFamilyMember>['fmember_type'];

export type RestEmployeeSort = NonNullable<QueryInput<typeof employees.employeeList>['sort_by']>;
export type RestTwoFactorEmployeeSort = NonNullable<QueryInput<typeof employees.twoFactorList>['sort_by']>;
export type RestSortRange = NonNullable<QueryInput<typeof employees.employeeList>['range']>;
export type RestReportType = BodyInput<typeof employees.issueTicket>['type'];
export type RestTwoFactorSetupPass = BodyInput<typeof twoFactor.setUpTwoFactor>['type'];

// Outcomes the screens word, shared by the payload helpers.
export type LoginOutcome = OutcomeOf<typeof session.login>;
export type LoginUrlOutcome = OutcomeOf<typeof session.loginUrl>;
export type TwoFactorOutcome =
  | OutcomeOf<typeof twoFactor.loginWithCode>
  | OutcomeOf<typeof twoFactor.setUpTwoFactor>
  | OutcomeOf<typeof twoFactor.ssoLoginWithCode>
  | OutcomeOf<typeof twoFactor.ssoSetUpTwoFactor>;
export type DateOfBirthOutcome = OutcomeOf<typeof activation.verifyActivationDateOfBirth> | OutcomeOf<typeof passwordReset.verifyResetDateOfBirth>;
export type PasswordCheckOutcome = OutcomeOf<typeof activation.checkActivationPassword> | OutcomeOf<typeof passwordReset.checkResetPassword>;
export type ActivationLookupOutcome = OutcomeOf<typeof activation.lookUpActivation>;
export type ActivateOutcome = OutcomeOf<typeof activation.activate>;
export type ForgotPasswordOutcome = OutcomeOf<typeof passwordReset.forgotPassword>;
export type ResetLinkOutcome = OutcomeOf<typeof passwordReset.validateResetLink>;
export type ResetPasswordOutcome = OutcomeOf<typeof passwordReset.resetPassword>;
export type BenefitOutcome = OutcomeOf<typeof benefits.benefitWithSelection>;
export type RestSsoLoginFailure = z.output<typeof masquerade.ssoLoginRefused>['error'];
