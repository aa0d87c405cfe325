// Benefits: the employee's catalogue for the client's scheme year, one benefit with its selection,
// choosing (setup, manage, reapply), opting out, costs and the beam calculation, statements and
// claims (docs/benefits.md decides what the spec leaves open). Money is whole pence, a
// percentage is basis points (550 = 5.5 %), days are whole days.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { fieldErrors, messageError } from './errors.js';
import { isoDate, pathId, requiredMessage, requiredString, timestamp } from './fields.js';

export const benefitKinds = ['order', 'cover', 'level', 'percentage', 'days', 'voucher', 'info'] as const;
export const benefitCategories = [
  'pension',
  'insurance',
  'health',
  'lifestyle',
  'wellbeing',
  'family',
  'time-off',
] as const;
/** A category in words, the one label every screen gives it (My benefits, total reward). */
export const benefitCategoryLabels: Record<(typeof benefitCategories)[number], string> = {
  pension: 'Pension',
  insurance: 'Insurance',
  health: 'Health',
  lifestyle: 'Lifestyle',
  wellbeing: 'Wellbeing',
  family: 'Family',
  'time-off': 'Time off',
};
/** A benefit with no selection is `not-selected`; the others are a selection's status. */
export const selectionStatuses = ['not-selected', 'pending', 'approved', 'declined', 'active', 'opted-out'] as const;
export const editFieldTypes = ['amount', 'percentage', 'days', 'level', 'text', 'boolean'] as const;
export const claimStatuses = ['submitted', 'approved', 'paid', 'rejected'] as const;

/** Receipts a claim may carry, by the media type their content has (not their name). */
export const receiptMediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const receiptMaxBytes = 5 * 1024 * 1024;

const pence = (description = 'Pence') => z.number().int().meta({ description });

/** Monthly costs of a selection, or of all of them (docs/benefits.md "Costs"). */
export const monthlyCosts = z
  .object({
    employeeGross: pence('What the employee pays a month, before any saving'),
    employeeNet: pence('After the income tax and NI saved by salary sacrifice (an estimate)'),
    taxSaving: pence(),
    niSaving: pence(),
    employer: pence('What the employer pays a month towards it'),
  })
  .meta({ id: 'MonthlyCosts' });

/** The window in which a selection may be made or changed; outside it a benefit is read only. */
export const selectionWindow = z
  .object({
    open: z.boolean(),
    opensOn: isoDate().nullable(),
    closesOn: isoDate().nullable(),
    reason: z.enum(['scheme-year', 'life-event']).meta({ description: 'What opened the window the dates describe' }),
    lifeEvent: z.string().nullable().meta({ description: 'The life event that opened it, in words' }),
  })
  .meta({ id: 'SelectionWindow' });

/** What every list of benefits shows of one: enough for a card, costs included. */
export const benefitCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    category: z.enum(benefitCategories),
    kind: z.enum(benefitKinds),
    groupCode: z.string().meta({ description: "'ccv' marks a balance-type (childcare voucher) benefit" }),
    providerName: z.string().nullable(),
    requiresApproval: z.boolean(),
    salarySacrifice: z.boolean(),
    status: z.enum(selectionStatuses),
    statusLabel: z.string(),
    costs: monthlyCosts.nullable().meta({ description: 'The current selection\u2019s costs; null without one' }),
  })
  .meta({ id: 'BenefitCard' });

export const editField = z
  .object({
    name: z.string(),
    label: z.string(),
    type: z.enum(editFieldTypes),
    minimum: z.number().int().nullable(),
    maximum: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Null: no bound but the spec default (999999.9 in display units)' }),
    stepSize: z.number().int().nullable(),
    validationMessage: z.string().nullable(),
    required: z.boolean(),
    options: z
      .array(z.object({ value: z.string(), label: z.string(), monthlyCost: pence().nullable() }))
      .meta({ description: 'For a level' }),
  })
  .meta({ id: 'EditField' });

export const benefitTerms = z
  .object({ id: z.number().int(), version: z.number().int(), content: z.string().meta({ description: 'HTML' }) })
  .meta({ id: 'BenefitTerms' });

export const medicalQuestion = z.object({ id: z.number().int(), text: z.string() }).meta({ id: 'MedicalQuestion' });

/** One option of Compare: what it covers, its values as setup reads them, its monthly costs. */
export const compareOption = z
  .object({
    label: z.string(),
    covers: z.string().meta({ description: 'What the option covers, in words' }),
    values: z
      .array(z.object({ name: z.string(), value: z.string() }))
      .meta({ description: 'The edit-field values of the option, as the setup form reads them' }),
    costs: monthlyCosts,
    current: z.boolean().meta({ description: 'The person’s current choice' }),
  })
  .meta({ id: 'CompareOption' });

/** The benefit product: everything the benefit page and its setup need. */
export const benefitProduct = benefitCard
  .extend({
    descriptionHtml: z.string(),
    beamSupported: z.boolean(),
    editFields: z.array(editField),
    terms: benefitTerms.nullable(),
    termsAndConditionsShown: z.boolean().meta({ description: 'The current terms must be accepted before a change' }),
    medicalQuestions: z.array(medicalQuestion).meta({ description: 'Asked when cover is above the free cover' }),
    freeCover: pence('Cover given free; above it medical questions may apply').nullable(),
    claimSteps: z.array(z.string()),
    claimsEnabled: z.boolean().meta({ description: 'A claim can be made here (the Health Cash Plan)' }),
    window: selectionWindow,
    voucherBalance: z.object({ balance: pence(), lastPaymentDate: isoDate().nullable() }).nullable(),
    compareOptions: z.array(compareOption).meta({
      description: 'Two to four options to compare side by side; empty for a benefit without levels or amounts',
    }),
  })
  .meta({ id: 'BenefitProduct' });

/** A value chosen for an edit field: pence, basis points, days, a level's value, text or a yes/no. */
export const fieldValue = z.union([z.number().int(), z.string().max(500), z.boolean()]);

export const selection = z
  .object({
    selectionId: z.number().int(),
    benefitId: z.number().int(),
    status: z.enum(selectionStatuses),
    statusLabel: z.string(),
    values: z.record(z.string(), fieldValue),
    planDetails: z
      .array(z.object({ label: z.string(), value: z.string() }))
      .meta({ description: 'The choice in words, for the plan details' }),
    peopleCovered: z.array(z.string()).meta({ description: 'Names of the people the selection covers' }),
    costsSummaryForMonthlyCostSection: monthlyCosts,
    cta: z.object({ type: z.literal('reapply'), label: z.string() }).nullable(),
    startDate: isoDate().nullable(),
    endDate: isoDate().nullable(),
    acceptedTermsVersion: z.number().int().nullable(),
    rejectionReason: z.string().nullable(),
    decidedAt: timestamp().nullable(),
  })
  .meta({ id: 'Selection' });

const benefitParams = z.object({ benefitId: pathId() });
/** Another client's benefit, another scheme year's, or one the person is not eligible for. */
const notYours = { 404: messageError };

export const eligibleBenefits = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefits/user/eligible',
  summary: "The signed-in employee's eligible benefits in the client's scheme year, as cards",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'] },
  query: z.object({
    category: z.enum(benefitCategories, { error: 'Unknown category' }).optional(),
    status: z.enum(selectionStatuses, { error: 'Unknown status' }).optional(),
  }),
  responses: { 200: z.object({ schemeYear: z.number().int(), benefits: z.array(benefitCard) }) },
});

const filterOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const benefitFilters = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefits/filters',
  summary: 'The category and status filters of My benefits, with how many benefits each has',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'] },
  responses: { 200: z.object({ categories: z.array(filterOption), statuses: z.array(filterOption) }) },
});

export const benefit = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit/{benefitId}',
  summary: 'One benefit product',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'], checks: ['eligible'] },
  params: benefitParams,
  responses: { 200: benefitProduct, ...notYours },
});

export const benefitSelection = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit/{benefitId}/selection',
  summary: "The employee's current selection of a benefit, if any",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'], checks: ['eligible'] },
  params: benefitParams,
  responses: { 200: z.object({ selection: selection.nullable() }), ...notYours },
});

export const benefitWithSelection = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit/{benefitId}/with-selection',
  summary: 'One benefit product and the current selection of it, in one call (the benefit page)',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'], checks: ['eligible'] },
  params: benefitParams,
  responses: { 200: z.object({ benefit: benefitProduct, selection: selection.nullable() }), ...notYours },
});

export const faq = z
  .object({ question: z.string(), answer: z.string().meta({ description: 'HTML' }) })
  .meta({ id: 'Faq' });

export const relatedFaqs = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit/{benefitId}/related_FAQ',
  summary: 'FAQs about one benefit',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'], checks: ['eligible'] },
  params: benefitParams,
  responses: { 200: z.object({ faqs: z.array(faq) }), ...notYours },
});

export const relatedBenefits = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit/{benefitId}/related_benefits',
  summary: 'Benefits that go with one, among those the employee is eligible for',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'], checks: ['eligible'] },
  params: benefitParams,
  responses: { 200: z.object({ benefits: z.array(benefitCard) }), ...notYours },
});

export const medicalAnswer = z.object({ questionId: z.number().int(), answer: z.boolean({ error: requiredMessage }) });

/** What setup sends: the values of the edit fields, the terms version accepted, medical answers. */
export const setupBody = z.object({
  values: z.record(z.string().max(100), fieldValue),
  accepted_terms: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({ description: 'The terms version ticked, when the benefit has terms' }),
  medical_answers: z.array(medicalAnswer).max(50).optional(),
});

/** Why a change cannot be made now: the window is shut (with when it opens), or it needs approval first. */
export const selectionRefused = z
  .object({ message: z.string(), opensOn: isoDate().nullable().optional() })
  .meta({ id: 'SelectionRefused' });

const setupAnswers = {
  // Every value out of bounds or off its step, in the spec's words; the terms not accepted; a
  // medical question unanswered.
  422: fieldErrors,
  409: selectionRefused,
  ...notYours,
};

export const createSelection = endpoint({
  api: 'main',
  method: 'post',
  path: '/benefit/{benefitId}/selection',
  summary: 'Chooses a benefit: a first selection, or a reapply after a rejection or an opt-out',
  auth: 'bearer',
  access: {
    roles: ['employee'],
    masquerade: true,
    refuses: ['voucher-only', 'leaver'],
    checks: ['eligible', 'window', 'new-members', 'consent'],
  },
  params: benefitParams,
  body: setupBody,
  responses: { 201: z.object({ selection }), ...setupAnswers },
});

export const updateSelection = endpoint({
  api: 'main',
  method: 'patch',
  path: '/selection/{selectionId}',
  summary: "Changes a selection's values, or opts out of it (status 'opted-out')",
  auth: 'bearer',
  access: {
    roles: ['employee'],
    masquerade: true,
    refuses: ['voucher-only', 'leaver'],
    checks: ['own-record', 'eligible', 'window', 'consent'],
  },
  params: z.object({ selectionId: pathId() }),
  body: setupBody.partial().extend({ status: z.literal('opted-out').optional() }),
  responses: { 200: z.object({ selection }), ...setupAnswers },
});

export const costsTotal = endpoint({
  api: 'main',
  method: 'get',
  path: '/selections/costs',
  summary: 'The running monthly total of every current selection (active, approved, pending)',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'] },
  responses: {
    200: z.object({
      total: monthlyCosts,
      selections: z.array(z.object({ benefitId: z.number().int(), title: z.string(), costs: monthlyCosts })),
    }),
  },
});

const limits = z.object({ min: pence(), max: pence(), step: pence() });

export const beamCostsBody = z.object({
  eeben_benefit_id: z.number({ error: requiredMessage }).int().positive(),
  cover: z.number({ error: requiredMessage }).int().min(0).meta({ description: 'Cover chosen, pence' }),
  partner_cover: z.number().int().min(0).nullable().optional(),
});

export const beamCosts = endpoint({
  api: 'main',
  method: 'post',
  path: '/benefits/beam-costs',
  summary: 'The beam cost calculation: the monthly costs of a cover amount, within its limits',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'] },
  body: beamCostsBody,
  responses: {
    200: z.object({
      beamCosts: monthlyCosts.extend({
        freeCover: pence(),
        coverAboveFree: pence(),
        medicalQuestionsRequired: z.boolean(),
      }),
      value_limits: limits,
      partner_value_limits: limits.nullable(),
    }),
    ...setupAnswers,
  },
});

export const costPreview = endpoint({
  api: 'main',
  method: 'post',
  path: '/benefit/{benefitId}/cost-preview',
  summary:
    'The monthly costs of values being chosen (before and after tax and NI), checked as a choice would be; nothing is written',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only'], checks: ['eligible'] },
  params: benefitParams,
  body: z.object({ values: z.record(z.string().max(100), fieldValue) }),
  responses: { 200: z.object({ costs: monthlyCosts }), 422: fieldErrors, ...notYours },
});

export const statementRow = z
  .object({
    month: z.number().int().min(1).max(12),
    year: z.number().int(),
    employeeContribution: pence(),
    employerContribution: pence(),
  })
  .meta({ id: 'StatementRow' });

export const contributions = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit-group/{groupCode}/contributions',
  summary: "The employee's statement of a benefit group, a row a month, newest first",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  params: z.object({ groupCode: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
  responses: { 200: z.object({ statements: z.array(statementRow) }), ...notYours },
});

export const claim = z
  .object({
    claimId: z.number().int(),
    amount: pence(),
    treatmentDate: isoDate(),
    description: z.string(),
    status: z.enum(claimStatuses),
    statusLabel: z.string(),
    receiptName: z.string(),
    submittedAt: timestamp(),
  })
  .meta({ id: 'Claim' });

export const claimBody = z.object({
  amount: z
    .number({ error: requiredMessage })
    .int()
    .min(1, { error: 'Please enter the amount you paid' })
    .max(1_000_000),
  treatment_date: isoDate(),
  description: requiredString().max(1000),
  receipt_upload_id: z
    .string({ error: 'Please attach your receipt' })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'Please attach your receipt' }),
});

export const claims = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefit/{benefitId}/claims',
  summary: "The employee's claims on a benefit, newest first",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, checks: ['eligible'] },
  params: benefitParams,
  responses: { 200: z.object({ claims: z.array(claim) }), ...notYours },
});

export const makeClaim = endpoint({
  api: 'main',
  method: 'post',
  path: '/benefit/{benefitId}/claims',
  summary: 'A claim, with a receipt uploaded first (POST /uploads/receipts)',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, checks: ['eligible'] },
  params: benefitParams,
  body: claimBody,
  responses: { 201: z.object({ claim }), 422: fieldErrors, ...notYours },
});

export const uploadReceipt = endpoint({
  api: 'main',
  method: 'post',
  path: '/uploads/receipts',
  summary: 'A receipt (the raw bytes of a PDF, JPEG or PNG, at most 5 MB), kept an hour for the claim that names it',
  description:
    'The body is the file itself; its type is read from its content. X-File-Name carries the name shown in the claim.',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  responses: {
    201: z.object({ uploadId: z.string(), name: z.string(), bytes: z.number().int() }),
    413: messageError,
    415: messageError,
  },
});

export type BenefitCard = z.infer<typeof benefitCard>;
export type BenefitProduct = z.infer<typeof benefitProduct>;
export type Selection = z.infer<typeof selection>;
export type MonthlyCosts = z.infer<typeof monthlyCosts>;
export type EditField = z.infer<typeof editField>;
export type SetupBody = z.output<typeof setupBody>;
export type StatementRow = z.infer<typeof statementRow>;
export type Claim = z.infer<typeof claim>;

// Help me choose (docs/help-me-choose.md): the person's own answers, per scheme year, and the
// recommendations worked out from them. Only the person reads or writes them: no masquerade,
// no employer, no other use.
export const expectedUses = ['dental', 'optical', 'therapy', 'cycling'] as const;
export const choicePriorities = ['family', 'retirement', 'health', 'cost'] as const;
export const verdicts = ['recommended', 'worth-considering', 'not-for-you'] as const;

export const childAgeMessage = 'Please enter each child’s age as a whole number of years from 0 to 25';
export const budgetMessage = 'Please enter an amount between £0.00 and £10,000.00';

export const choiceAnswers = z
  .object({
    partner: z.boolean().nullable().meta({ description: 'Whether the person has a partner; null: skipped' }),
    childrenAges: z
      .array(
        z
          .number({ error: childAgeMessage })
          .int({ error: childAgeMessage })
          .min(0, { error: childAgeMessage })
          .max(25, { error: childAgeMessage }),
      )
      .max(12, { error: 'Please list at most 12 children' })
      .nullable()
      .meta({ description: 'Ages in whole years; null: skipped' }),
    expectedUses: z
      .array(z.enum(expectedUses))
      .max(expectedUses.length)
      .nullable()
      .meta({ description: 'What the person expects to use this year; empty: none; null: skipped' }),
    monthlyBudgetPence: z
      .number({ error: budgetMessage })
      .int({ error: budgetMessage })
      .min(0, { error: budgetMessage })
      .max(1_000_000, { error: budgetMessage })
      .nullable()
      .meta({ description: 'What the person could put aside a month; null: skipped' }),
    priorities: z
      .array(z.enum(choicePriorities))
      .max(choicePriorities.length)
      .nullable()
      .meta({ description: 'What matters most to the person; null: skipped' }),
  })
  .meta({ id: 'ChoiceAnswers' });

export const recommendation = z
  .object({
    benefitId: z.number().int(),
    title: z.string(),
    verdict: z.enum(verdicts),
    reason: z.string().meta({ description: 'One line, in the person’s terms' }),
    suggestion: z.string().meta({ description: 'The level suggested, in words: "Family", "£240,000.00 of cover"' }),
    values: z
      .array(z.object({ name: z.string(), value: z.string() }))
      .meta({ description: 'The suggested edit-field values, as the setup form reads them' }),
    costs: monthlyCosts.meta({ description: 'What the suggestion costs a month' }),
    current: z.boolean().meta({ description: 'The person holds a current selection: setup opens as Manage' }),
  })
  .meta({ id: 'Recommendation' });

const helpMeChooseAnswer = z.object({
  schemeYear: z.number().int(),
  saved: z.boolean().meta({ description: 'Whether the person has answered (and saved) this scheme year' }),
  answers: choiceAnswers,
  family: z
    .object({ partner: z.boolean(), childrenAges: z.array(z.number().int()) })
    .meta({ description: 'What the family details say, which the household questions start from' }),
  recommendations: z.array(recommendation),
});

export const helpMeChoose = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefits/help-me-choose',
  summary: "The person's Help me choose answers for the scheme year and the recommendations they lead to",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: false, refuses: ['voucher-only', 'leaver'] },
  responses: { 200: helpMeChooseAnswer },
});

export const saveHelpMeChoose = endpoint({
  api: 'main',
  method: 'put',
  path: '/benefits/help-me-choose',
  summary: "Keeps the person's Help me choose answers for the scheme year and answers the recommendations",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: false, refuses: ['voucher-only', 'leaver'] },
  body: z.object({ answers: choiceAnswers }),
  responses: { 200: helpMeChooseAnswer, 422: fieldErrors },
});
export type CompareOption = z.infer<typeof compareOption>;
export type HelpMeChooseAnswer = z.infer<typeof helpMeChooseAnswer>;
export type ChoiceAnswersBody = z.infer<typeof choiceAnswers>;
