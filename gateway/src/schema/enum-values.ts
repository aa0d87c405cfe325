// Each GraphQL enum value stands for a REST value; resolvers and REST clients see only the REST
// one (graphql-tools maps them at the edge, and codegen types the enums with them). So a REST
// value no GraphQL value stands for cannot compile where a resolver returns it, and no
// `.toUpperCase()` guesses at the mapping.
import type { Report as RestReport, ReportFormat as RestReportFormat } from '@portal/contract/reports';
import type { DataLoad as RestDataLoad, EligibilityChange as RestEligibilityChange, EmployeeDataUpload as RestEmployeeDataUpload } from '@portal/contract/data-loads';
import type { LoginPeriod as LoginPeriodValue } from '@portal/contract/employee-insights';
import type { PolicyPage } from '../loaders.js';
import type {
  RestBannerTone,
  RestBenefitCard,
  RestClaim,
  RestEditFieldType,
  RestEmployee,
  RestEmployeeSort,
  RestLifeEvent,
  RestFamilyRelationship,
  RestFamilySex,
  RestOverviewMode,
  RestReportType,
  RestRewardCategory,
  RestSortRange,
  RestSsoLoginFailure,
  RestTwoFactorEmployeeSort,
  RestTwoFactorSetupPass,
  RestUser,
} from '../rest/types.js';

/** The page a path names, below /policies/. */
type PolicyPathOf<P> = P extends `/policies/${infer Kind}` ? Kind : never;
type PolicyPath = PolicyPathOf<PolicyPage['path']>;

export const enumValues = {
  UserType: { EMPLOYEE: 'employee', EMPLOYER: 'employer' },
  EmploymentStatus: { ACTIVE: 'active', INACTIVE: 'inactive', LEFT: 'left' },
  SortDirection: { ASC: 'asc', DESC: 'desc' },
  EmployeeSort: { NAME: 'name', EMAIL: 'email', REGISTERED: 'registered' },
  TwoFactorEmployeeSort: { NAME: 'name', EMAIL: 'email', TWO_FACTOR: 'two_factor' },
  EmployeeReportType: { EMPLOYEES: 'employees', EMPLOYEE_TWO_FA: 'employeeTwoFA' },
  TwoFactorSetupPass: { TEMPORARY: 'temporary', COMPLETE: 'complete' },
  StaticPageKind: { COOKIE_POLICY: 'our-cookie-policy', PRIVACY_STATEMENT: 'privacy-policy', TERMS_AND_CONDITIONS: 'terms-conditions' },
  BenefitKind: { ORDER: 'order', COVER: 'cover', LEVEL: 'level', PERCENTAGE: 'percentage', DAYS: 'days', VOUCHER: 'voucher', INFO: 'info' },
  BenefitCategory: {
    PENSION: 'pension',
    INSURANCE: 'insurance',
    HEALTH: 'health',
    LIFESTYLE: 'lifestyle',
    WELLBEING: 'wellbeing',
    FAMILY: 'family',
    TIME_OFF: 'time-off',
  },
  SelectionStatus: {
    NOT_SELECTED: 'not-selected',
    PENDING: 'pending',
    APPROVED: 'approved',
    DECLINED: 'declined',
    ACTIVE: 'active',
    OPTED_OUT: 'opted-out',
  },
  EditFieldType: { AMOUNT: 'amount', PERCENTAGE: 'percentage', DAYS: 'days', LEVEL: 'level', TEXT: 'text', BOOLEAN: 'boolean' },
  ClaimStatus: { SUBMITTED: 'submitted', APPROVED: 'approved', PAID: 'paid', REJECTED: 'rejected' },
  OverviewMode: { YEAR: 'year', MONTH: 'month' },
  RewardCategory: { SALARY: 'salary', PENSION: 'pension', INSURANCE: 'insurance', LIFESTYLE: 'lifestyle' },
  BannerTone: { INFO: 'info', SUCCESS: 'success', WARNING: 'warning' },
  SsoLoginFailure: { MASQUERADE_LINK_EXPIRED: 'masquerade_link_expired', SSO_LOGIN_FAILED: 'sso_login_failed' },
  LifeEventStatus: { OPEN: 'open', CLOSED: 'closed' },
  Gender: { FEMALE: 'female', MALE: 'male' },
  FamilyRelationship: { PARTNER: 'partner', DEPENDANT: 'dependant' },
  ReportType: { PAYROLL: 'payroll', PROVIDER: 'provider', LIFE_EVENT: 'lifeevent' },
  ReportFormat: { CSV: 'csv', XLSX: 'xlsx' },
  ReportStatus: { READY: 'ready', ERROR: 'error' },
  LoginPeriod: { DAY: 'day', WEEK: 'week', MONTH: 'month' },
  EmployeeDataUploadStatus: { CHECKED: 'checked', QUEUED: 'queued', APPLYING: 'applying', APPLIED: 'applied', FAILED: 'failed' },
  DataLoadResult: { APPLIED: 'applied', FAILED: 'failed', UNDONE: 'undone', UNDO: 'undo' },
  EligibilityChangeKind: { NEW: 'new', CHANGED: 'changed', LEAVING: 'leaving' },
} as const satisfies {
  UserType: Record<string, RestUser['userType'] & RestEmployee['userType']>;
  EmploymentStatus: Record<string, RestUser['employmentStatus'] & RestEmployee['employmentStatus']>;
  SortDirection: Record<string, RestSortRange>;
  EmployeeSort: Record<string, RestEmployeeSort>;
  TwoFactorEmployeeSort: Record<string, RestTwoFactorEmployeeSort>;
  EmployeeReportType: Record<string, RestReportType>;
  TwoFactorSetupPass: Record<string, RestTwoFactorSetupPass>;
  StaticPageKind: Record<string, PolicyPath>;
  BenefitKind: Record<string, RestBenefitCard['kind']>;
  BenefitCategory: Record<string, RestBenefitCard['category']>;
  SelectionStatus: Record<string, RestBenefitCard['status']>;
  EditFieldType: Record<string, RestEditFieldType>;
  ClaimStatus: Record<string, RestClaim['status']>;
  OverviewMode: Record<string, RestOverviewMode>;
  RewardCategory: Record<string, RestRewardCategory>;
  BannerTone: Record<string, RestBannerTone>;
  SsoLoginFailure: Record<string, RestSsoLoginFailure>;
  LifeEventStatus: Record<string, RestLifeEvent['status']>;
  Gender: Record<string, RestFamilySex>;
  FamilyRelationship: Record<string, RestFamilyRelationship>;
  ReportType: Record<string, RestReport['type']>;
  ReportFormat: Record<string, RestReportFormat>;
  ReportStatus: Record<string, RestReport['status']>;
  LoginPeriod: Record<string, LoginPeriodValue>;
  EmployeeDataUploadStatus: Record<string, RestEmployeeDataUpload['status']>;
  DataLoadResult: Record<string, RestDataLoad['result']>;
  EligibilityChangeKind: Record<string, RestEligibilityChange['change']>;
};

type ValueOf<T> = T[keyof T];

// The types codegen gives each enum, named as the GraphQL enums are.
export type UserType = ValueOf<typeof enumValues.UserType>;
export type EmploymentStatus = ValueOf<typeof enumValues.EmploymentStatus>;
export type SortDirection = ValueOf<typeof enumValues.SortDirection>;
export type EmployeeSort = ValueOf<typeof enumValues.EmployeeSort>;
export type TwoFactorEmployeeSort = ValueOf<typeof enumValues.TwoFactorEmployeeSort>;
export type EmployeeReportType = ValueOf<typeof enumValues.EmployeeReportType>;
export type TwoFactorSetupPass = ValueOf<typeof enumValues.TwoFactorSetupPass>;
export type StaticPageKind = ValueOf<typeof enumValues.StaticPageKind>;
export type BenefitKind = ValueOf<typeof enumValues.BenefitKind>;
export type BenefitCategory = ValueOf<typeof enumValues.BenefitCategory>;
export type SelectionStatus = ValueOf<typeof enumValues.SelectionStatus>;
export type EditFieldType = ValueOf<typeof enumValues.EditFieldType>;
export type ClaimStatus = ValueOf<typeof enumValues.ClaimStatus>;
export type OverviewMode = ValueOf<typeof enumValues.OverviewMode>;
export type RewardCategory = ValueOf<typeof enumValues.RewardCategory>;
export type BannerTone = ValueOf<typeof enumValues.BannerTone>;
export type SsoLoginFailure = ValueOf<typeof enumValues.SsoLoginFailure>;
export type LifeEventStatus = ValueOf<typeof enumValues.LifeEventStatus>;
export type Gender = ValueOf<typeof enumValues.Gender>;
export type FamilyRelationship = ValueOf<typeof enumValues.FamilyRelationship>;
export type ReportType = ValueOf<typeof enumValues.ReportType>;
export type ReportFormat = ValueOf<typeof enumValues.ReportFormat>;
export type ReportStatus = ValueOf<typeof enumValues.ReportStatus>;
export type LoginPeriod = ValueOf<typeof enumValues.LoginPeriod>;
export type EmployeeDataUploadStatus = ValueOf<typeof enumValues.EmployeeDataUploadStatus>;
export type DataLoadResult = ValueOf<typeof enumValues.DataLoadResult>;
export type EligibilityChangeKind = ValueOf<typeof enumValues.EligibilityChangeKind>;
