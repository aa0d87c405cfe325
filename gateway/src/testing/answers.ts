// Contract-valid answers for the stand-in api: each builds a whole body the contract allows, with
// only what a test cares about overridden, and is type-checked against the contract's types, so
// a test cannot pass on an answer the real api would never give.
import type {
  beamCosts,
  benefitFilters,
  benefitWithSelection,
  claims,
  contributions,
  costsTotal,
  MonthlyCosts,
} from '@portal/contract/benefits';
import type { challenge } from '@portal/contract/captcha';
import type { contactPage } from '@portal/contract/contact';
import type { faqs } from '@portal/contract/content';
import type { employeeList, twoFactorList } from '@portal/contract/employees';
import type { carousel, homeBanners, homeCards } from '@portal/contract/home';
import type { Role } from '@portal/contract/access';
import type { profile, signedInSessions, user } from '@portal/contract/profile';
import type { loginSetup } from '@portal/contract/session';
import type { site } from '@portal/contract/site';
import type { totalRewardCard, totalRewardPage, totalRewardStatement } from '@portal/contract/total-reward';
import type { SuccessOf } from '../rest/rest-api.js';
import type {
  RestBenefitCard,
  RestBenefitProduct,
  RestClaim,
  RestSelection,
  RestStatementRow,
} from '../schema/benefits/mappers.js';
import type { EmployeeParent as RestEmployee } from '../schema/employees/mappers.js';
import type { ThemeParent as RestTheme } from '../schema/site/mappers.js';

export function themeAnswer(overrides: Partial<RestTheme> = {}): RestTheme {
  return {
    primaryColour: '1bb4bf',
    secondaryColour: '1b1a38',
    logoFileUrl: null,
    brandHeaderLogo: null,
    mobileLogo: null,
    clientLogo: null,
    supportEmail: null,
    contactUsEmail: null,
    benefitBrandName: 'Demo Benefits',
    benefitBrandPhoneNumber: null,
    avatarSet: { avatarsetPlainFileURL: null },
    baseFont: null,
    headerFont: null,
    ...overrides,
  };
}

export function siteAnswer(overrides: Partial<SuccessOf<typeof site>> = {}): SuccessOf<typeof site> {
  return {
    domain: 'localhost',
    client: { clientName: 'Demo Company Ltd', contactUsEnabled: true, ssoEnabled: false },
    theme: themeAnswer(),
    cmsData: { sso_access_only: false },
    ...overrides,
  };
}

/** The roles the api gives a person with these flags (api/src/access/subject.ts rolesOf). */
function rolesOf(
  person: Pick<
    SuccessOf<typeof user>,
    'userType' | 'employmentStatus' | 'isEmployerAdmin' | 'isApprover' | 'isPlatformAdmin' | 'clientId'
  >,
): Role[] {
  if (person.isPlatformAdmin) return ['platform-admin'];
  if (person.clientId === null) return [];
  const employer = person.userType === 'employer' && person.employmentStatus === 'active';
  return [
    'employee',
    ...(employer ? (['employer'] as const) : []),
    ...(employer && person.isEmployerAdmin ? (['employer-admin'] as const) : []),
    ...(employer && person.isApprover ? (['approver'] as const) : []),
  ];
}

/** GET /user of a person: `access` follows the flags given, unless it is given too. */
export function userAnswer(overrides: Partial<SuccessOf<typeof user>> = {}): SuccessOf<typeof user> {
  const answer: Omit<SuccessOf<typeof user>, 'access'> = {
    id: 7,
    name: 'Alex Morgan',
    firstName: 'Alex',
    surname: 'Morgan',
    email: 'employee@acme.test',
    userType: 'employee',
    employmentStatus: 'active',
    avatar: null,
    onProbation: false,
    isApprover: false,
    isEmployerAdmin: false,
    isPlatformAdmin: false,
    siteTermsUpdated: false,
    termsRevision: 1,
    showWelcomeModal: false,
    isDataLoadEligibilityImpactEnabled: false,
    supportEmail: null,
    supportEmailIsSchemeBased: false,
    contactUsEmail: null,
    supportNumber: null,
    ssoLogoutUrl: null,
    clientId: 1,
    ...overrides,
  };
  return { ...answer, access: overrides.access ?? { roles: rolesOf(answer), masquerade: null, states: [] } };
}

export function profileAnswer(overrides: Partial<SuccessOf<typeof profile>> = {}): SuccessOf<typeof profile> {
  return {
    firstName: 'Alex',
    surname: 'Morgan',
    email: 'employee@acme.test',
    avatar: null,
    avatarOptions: [{ url: '/avatars/classic/teal.svg', label: 'Teal avatar with short hair' }],
    employment: {
      employeeNumber: 'ACM-00042',
      jobTitle: 'Production Engineer',
      department: 'Engineering',
      location: 'Manchester',
      startDate: '2019-04-01',
      employmentStatus: 'active',
    },
    twoFactorEnabled: false,
    twoFactorRequired: false,
    emailChangeAllowed: true,
    pendingEmail: null,
    windowReminders: true,
    ...overrides,
  };
}

export function signedInSessionsAnswer(): SuccessOf<typeof signedInSessions> {
  return {
    sessions: [
      {
        id: 41,
        device: 'Chrome on Windows',
        place: 'United Kingdom',
        signedInAt: '2026-11-24T08:00:00.000Z',
        lastSeenAt: '2026-11-24T09:00:00.000Z',
        current: true,
        singleSignOn: false,
      },
      {
        id: 12,
        device: 'Safari on iOS',
        place: 'Private network',
        signedInAt: '2026-11-20T08:00:00.000Z',
        lastSeenAt: '2026-11-21T09:00:00.000Z',
        current: false,
        singleSignOn: false,
      },
    ],
  };
}

export function employeeAnswer(overrides: Partial<RestEmployee> = {}): RestEmployee {
  return {
    id: 9,
    firstName: 'Riley',
    surname: 'Evans',
    name: 'Riley Evans',
    email: 'mfa@acme.test',
    userType: 'employee',
    employmentStatus: 'active',
    registered: true,
    registeredAt: null,
    twoFactorEnabled: true,
    ...overrides,
  };
}

const onePage = { current_page: 1, last_page: 1, per_page: 10 as const };

export function employeePageAnswer(rows: RestEmployee[]): SuccessOf<typeof employeeList> {
  return {
    ...onePage,
    data: rows,
    total: rows.length,
    totalEmployeesValues: {
      totalEmployees: rows.length,
      totalRegisteredEmployees: rows.filter((row) => row.registered).length,
    },
    filters: { search: '', person_activated: null, sort_by: 'name', range: 'asc' },
  };
}

export function twoFactorPageAnswer(
  rows: RestEmployee[],
  totalEmployees = rows.length,
): SuccessOf<typeof twoFactorList> {
  return {
    ...onePage,
    data: rows,
    total: rows.length,
    totalEmployeesValues: {
      totalEmployees,
      totalRegisteredEmployees: rows.filter((row) => row.registered).length,
      totalTwoFactorEmployees: rows.filter((row) => row.twoFactorEnabled).length,
    },
    isEnforcementTwoFAEnabled: false,
    filters: { search: '', person_mfa_secret: null, sort_by: 'name', range: 'asc' },
  };
}

export function challengeAnswer(): SuccessOf<typeof challenge> {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'n',
      salt: 's',
      cost: 1,
      keyLength: 32,
      keyPrefix: 'ab',
      keySignature: 'k',
      expiresAt: 2_000_000_000,
    },
    signature: 'sig',
  };
}

// Benefits, total reward and home.

/** Costs of a salary-sacrificed choice at the basic rate: 20 % tax and 8 % NI saved. */
export function monthlyCostsAnswer(employeeGross: number, employer = 0): MonthlyCosts {
  const taxSaving = Math.round(employeeGross * 0.2);
  const niSaving = Math.round(employeeGross * 0.08);
  return { employeeGross, employeeNet: employeeGross - taxSaving - niSaving, taxSaving, niSaving, employer };
}

export function benefitCardAnswer(overrides: Partial<RestBenefitCard> = {}): RestBenefitCard {
  const id = overrides.id ?? 12;
  return {
    id,
    slug: `benefit-${id}`,
    title: `Benefit ${id}`,
    summary: 'A benefit of the scheme year',
    category: 'lifestyle',
    kind: 'order',
    groupCode: 'cycle',
    providerName: null,
    requiresApproval: true,
    salarySacrifice: true,
    status: 'not-selected',
    statusLabel: 'Not selected',
    costs: null,
    ...overrides,
  };
}

export function benefitProductAnswer(overrides: Partial<RestBenefitProduct> = {}): RestBenefitProduct {
  return {
    ...benefitCardAnswer(overrides),
    descriptionHtml: '<p>Hire a bike through your salary.</p>',
    beamSupported: false,
    editFields: [
      {
        name: 'orderValue',
        label: 'Order value',
        type: 'amount',
        minimum: 10_000,
        maximum: 300_000,
        stepSize: 1,
        validationMessage: null,
        required: true,
        options: [],
      },
      {
        name: 'retailer',
        label: 'Retailer',
        type: 'text',
        minimum: null,
        maximum: null,
        stepSize: null,
        validationMessage: null,
        required: true,
        options: [],
      },
    ],
    terms: { id: 3, version: 2, content: '<p>Terms</p>' },
    termsAndConditionsShown: true,
    medicalQuestions: [],
    freeCover: null,
    claimSteps: [],
    claimsEnabled: false,
    window: { open: true, opensOn: '2026-04-01', closesOn: '2027-03-31', reason: 'scheme-year', lifeEvent: null },
    voucherBalance: null,
    compareOptions: [],
    ...overrides,
  };
}

export function selectionAnswer(overrides: Partial<RestSelection> = {}): RestSelection {
  return {
    selectionId: 55,
    benefitId: 12,
    status: 'active',
    statusLabel: 'Active',
    values: { orderValue: 120_000, retailer: 'Halfords' },
    planDetails: [{ label: 'Order value', value: '£1,200.00' }],
    peopleCovered: ['Alex Morgan'],
    costsSummaryForMonthlyCostSection: monthlyCostsAnswer(10_000),
    cta: null,
    startDate: '2026-04-01',
    endDate: null,
    acceptedTermsVersion: 2,
    rejectionReason: null,
    decidedAt: null,
    ...overrides,
  };
}

export function benefitWithSelectionAnswer(
  benefit: Partial<RestBenefitProduct> = {},
  selection: RestSelection | null = null,
): SuccessOf<typeof benefitWithSelection> {
  return { benefit: benefitProductAnswer(benefit), selection };
}

export function benefitFiltersAnswer(): SuccessOf<typeof benefitFilters> {
  return {
    categories: [{ value: 'lifestyle', label: 'Lifestyle', count: 3 }],
    statuses: [{ value: 'active', label: 'Active', count: 1 }],
  };
}

export function costsTotalAnswer(): SuccessOf<typeof costsTotal> {
  return {
    total: monthlyCostsAnswer(10_000, 500),
    selections: [{ benefitId: 12, title: 'Benefit 12', costs: monthlyCostsAnswer(10_000, 500) }],
  };
}

export function beamCostsAnswer(): SuccessOf<typeof beamCosts> {
  return {
    beamCosts: {
      ...monthlyCostsAnswer(1_250),
      freeCover: 6_000_000,
      coverAboveFree: 1_000_000,
      medicalQuestionsRequired: false,
    },
    value_limits: { min: 0, max: 24_000_000, step: 100_000 },
    partner_value_limits: null,
  };
}

export function statementAnswer(rows: RestStatementRow[]): SuccessOf<typeof contributions> {
  return { statements: rows };
}

export function claimAnswer(overrides: Partial<RestClaim> = {}): RestClaim {
  return {
    claimId: 4,
    amount: 4_500,
    treatmentDate: '2026-05-02',
    description: 'Eye test',
    status: 'submitted',
    statusLabel: 'Submitted',
    receiptName: 'receipt.pdf',
    submittedAt: '2026-05-03T09:00:00.000Z',
    ...overrides,
  };
}

export function claimsAnswer(rows: RestClaim[]): SuccessOf<typeof claims> {
  return { claims: rows };
}

export function totalRewardPageAnswer(mode: 'year' | 'month' = 'year'): SuccessOf<typeof totalRewardPage> {
  return {
    schemeYear: 2026,
    mode,
    total: 4_200_000,
    categories: [
      { category: 'salary', label: 'Salary', value: 3_600_000 },
      { category: 'pension', label: 'Pension', value: 300_000 },
    ],
    benefits: [{ benefitId: 12, title: 'Pension', category: 'pension', employerValue: 300_000, employeeCost: 180_000 }],
    costs: { employeeGross: 180_000, employeeNet: 130_000, employer: 300_000 },
  };
}

export function totalRewardCardAnswer(): SuccessOf<typeof totalRewardCard> {
  return { schemeYear: 2026, totalAnnual: 4_200_000, employerAnnual: 600_000 };
}

export function homeCardsAnswer(): SuccessOf<typeof homeCards> {
  return [
    {
      id: 'benefits',
      title: 'My benefits',
      text: 'Choose your benefits',
      link: '/app/my-benefits/',
      linkLabel: 'View benefits',
    },
  ];
}

export function homeBannersAnswer(): SuccessOf<typeof homeBanners> {
  return [
    {
      id: 'window',
      title: 'The window is open',
      text: 'Choose by 31 March',
      link: null,
      linkLabel: null,
      tone: 'info',
    },
  ];
}

export function carouselAnswer(): SuccessOf<typeof carousel> {
  return { slides: [{ title: 'Welcome', text: 'Your benefits in one place', image: null }] };
}

export function faqsAnswer(): SuccessOf<typeof faqs> {
  return { groups: [{ title: 'Pensions', faqs: [{ question: 'Can I pay more?', answer: '<p>Yes.</p>' }] }] };
}

export function contactPageAnswer(
  overrides: Partial<SuccessOf<typeof contactPage>> = {},
): SuccessOf<typeof contactPage> {
  return {
    enquiryOptions: [
      { value: 'my-benefits', label: 'A question about my benefits' },
      { value: 'something-else', label: 'Something else' },
    ],
    pageContent: { name: 'How we can help', content: '<p>We answer within two working days.</p>' },
    ...overrides,
  };
}

/** `person`: whom the answer carries, as GET /user answers them (the shell reads both from it). */
export function loginSetupAnswer(
  clientName = 'Acme Manufacturing Ltd',
  person: SuccessOf<typeof user> = userAnswer(),
): SuccessOf<typeof loginSetup> {
  return {
    user: { ...person, firstLogin: false },
    client: {
      id: 2,
      clientName,
      contactUsEnabled: true,
      clientExceptions: [],
      scheme: {
        schemeYear: 2026,
        baseFont: null,
        headerFont: null,
        avatarSet: { avatarsetPlainFileURL: null },
        theme: { core: themeAnswer() },
      },
    },
    cmsData: { faqs: [], sso_access_only: false },
  };
}

export function totalRewardStatementAnswer(): SuccessOf<typeof totalRewardStatement> {
  return {
    schemeYear: 2026,
    previousSchemeYear: 2025,
    salary: 3_600_000,
    benefits: [
      {
        benefitId: 12,
        title: 'Pension',
        category: 'pension',
        categoryLabel: 'Pension',
        kind: 'percentage',
        current: { employerValue: 300_000, employeeCost: 180_000, employer: 250_000 },
        previous: { employerValue: 240_000, employeeCost: 144_000, employer: 200_000 },
      },
      {
        benefitId: 20,
        title: 'Gym Membership',
        category: 'wellbeing',
        categoryLabel: 'Wellbeing',
        kind: 'level',
        current: null,
        previous: { employerValue: 0, employeeCost: 46_800, employer: 0 },
      },
    ],
    employerContributions: [
      {
        benefitId: 12,
        title: 'Pension',
        kind: 'pension-contribution',
        label: 'Employer pension contribution',
        employer: 250_000,
        savings: 50_000,
      },
    ],
    totals: {
      current: { employerValue: 300_000, employeeCost: 180_000, employer: 250_000 },
      previous: { employerValue: 240_000, employeeCost: 190_800, employer: 200_000 },
    },
    total: 3_900_000,
  };
}
