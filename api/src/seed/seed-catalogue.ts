// The demo catalogues: what each benefit is, how it is chosen and costed,
// who may have it, its terms by version, its medical questions and what it relates to.
import type { BenefitConfig } from '../db/benefit-config.js';
import type { benefitCategories, EmploymentStatus } from '../db/schema-benefits.js';

export interface BenefitSeed {
  slug: string;
  name: string;
  groupCode: string;
  category: (typeof benefitCategories)[number];
  config: BenefitConfig;
  summary: string;
  description: string;
  providerName?: string;
  requiresApproval?: boolean;
  salarySacrifice?: boolean;
  excludesProbation?: boolean;
  employmentStatuses?: EmploymentStatus[];
  closedToNewMembers?: boolean;
  faqs?: { question: string; answer: string }[];
  claimSteps?: string[];
  claimsEnabled?: boolean;
  /** Each version's HTML, oldest first: the last is current. */
  terms?: string[];
  medicalQuestions?: { text: string; needsUnderwriting: boolean }[];
  related?: string[];
}

const pounds = (amount: number) => amount * 100;
/** Plans that cover the employee alone, as [value, label, premium, employer's part] (pence a month). */
const employeeLevels = (rows: [string, string, number, number][]): BenefitConfig => ({
  kind: 'level',
  levels: rows.map(([value, label, premiumPence, employerPence]) => ({
    value,
    label,
    covers: 'employee',
    premiumPence,
    employerPence,
  })),
});
export const termsHtml = (name: string, provider: string, extra = '') =>
  `<h3>${name}: terms and conditions</h3><p>${name} is provided by ${provider}. Your choice lasts for the scheme year unless you have a life event.</p>${extra}`;

export const cycleToWork: BenefitSeed = {
  slug: 'cycle-to-work',
  name: 'Cycle to Work',
  groupCode: 'cycle',
  category: 'lifestyle',
  config: {
    kind: 'order',
    orderValue: { minimum: pounds(100), maximum: pounds(3000), step: 100 },
    hireMonths: 12,
    details: [
      { name: 'bikeModel', label: 'Bike model', type: 'text', required: true },
      { name: 'retailer', label: 'Retailer', type: 'text', required: true },
      { name: 'accessories', label: 'Accessories', type: 'boolean', required: false },
    ],
  },
  summary: 'A bike and safety kit through your gross pay, spread over 12 months.',
  description:
    '<p>Choose a bike and accessories up to £3,000.00 from a partner retailer. Acme buys it and you repay it from your gross pay over 12 months, saving income tax and National Insurance.</p>',
  providerName: 'Cyclescheme',
  requiresApproval: true,
  salarySacrifice: true,
  excludesProbation: true,
  faqs: [
    {
      question: 'Can I choose an electric bike?',
      answer: '<p>Yes, as long as the order is within the £3,000.00 limit.</p>',
    },
  ],
  terms: [termsHtml('Cycle to Work', 'Cyclescheme', '<p>The bike is hired to you until the last repayment.</p>')],
  related: ['technology-scheme'],
};

const technologyScheme: BenefitSeed = {
  slug: 'technology-scheme',
  name: 'Technology Scheme',
  groupCode: 'tech',
  category: 'lifestyle',
  config: {
    kind: 'order',
    orderValue: { minimum: pounds(200), maximum: pounds(2000), step: 100 },
    hireMonths: 12,
    details: [
      { name: 'product', label: 'Product', type: 'text', required: true },
      { name: 'supplier', label: 'Supplier', type: 'text', required: true },
    ],
  },
  summary: 'Laptops, tablets and phones, paid for from your net pay over 12 months.',
  description:
    '<p>Spread the cost of home technology over 12 months with no interest. Orders need Acme’s approval.</p>',
  providerName: 'Vivup',
  requiresApproval: true,
  excludesProbation: true,
  terms: [termsHtml('Technology Scheme', 'Vivup')],
  related: ['cycle-to-work'],
};

export const childcareVouchers: BenefitSeed = {
  slug: 'childcare-vouchers',
  name: 'Childcare Vouchers',
  groupCode: 'ccv',
  category: 'family',
  config: { kind: 'voucher', amount: { minimum: pounds(10), maximum: pounds(243), step: 100 } },
  summary: 'Pay for childcare from your gross pay, up to £243.00 a month.',
  description:
    '<p>The scheme is closed to new members, but if you joined before it closed you can keep using it. Your balance stays yours to spend even after you leave Acme.</p>',
  providerName: 'Edenred',
  salarySacrifice: true,
  employmentStatuses: ['active', 'inactive', 'left'],
  closedToNewMembers: true,
  terms: [termsHtml('Childcare Vouchers', 'Edenred')],
};

export const pension: BenefitSeed = {
  slug: 'pension',
  name: 'Pension',
  groupCode: 'pension',
  category: 'pension',
  config: {
    kind: 'percentage',
    percentage: { minimum: 300, maximum: 1500, step: 50 },
    employerMatch: { ratioBps: 12500, capBps: 500 },
  },
  summary: 'Save for retirement from your gross pay; Acme adds £1.25 for every £1.00 up to 5%.',
  description:
    '<p>Your contribution is taken from your pay before tax and National Insurance (salary sacrifice). Acme matches 125% of what you pay, on the first 5% of your salary.</p>',
  providerName: 'Aviva',
  salarySacrifice: true,
  faqs: [
    {
      question: 'Can I change my contribution during the year?',
      answer: '<p>Yes: pension changes are allowed at any time in the window.</p>',
    },
  ],
  related: ['holiday-trading'],
};

const dental: BenefitSeed = {
  slug: 'dental-insurance',
  name: 'Dental Insurance',
  groupCode: 'dental',
  category: 'health',
  config: {
    kind: 'level',
    levels: [
      { value: 'employee', label: 'Employee', covers: 'employee', premiumPence: 1250, employerPence: 0 },
      {
        value: 'employee-partner',
        label: 'Employee and partner',
        covers: 'partner',
        premiumPence: 2400,
        employerPence: 0,
      },
      // £25.00 and £10.00 a child: £35.00 with one child, as before family levels grew with the family.
      {
        value: 'family',
        label: 'Family',
        covers: 'family',
        premiumPence: 2500,
        perDependantPence: 1000,
        employerPence: 0,
      },
    ],
  },
  summary: 'Check-ups, treatment and emergency cover for you and your family.',
  description: '<p>Routine and emergency dental care at any dentist, with cover for accidents worldwide.</p>',
  providerName: 'Denplan',
  terms: [termsHtml('Dental Insurance', 'Denplan')],
  related: ['private-medical', 'health-cash-plan'],
};

const lifeAssurance: BenefitSeed = {
  slug: 'life-assurance',
  name: 'Life Assurance',
  groupCode: 'life',
  category: 'insurance',
  config: {
    kind: 'cover',
    beam: {
      freeCover: { salaryMultiple: 2 },
      maxCover: { salaryMultiple: 8, capPence: pounds(1_000_000) },
      stepPence: pounds(1000),
      rates: [
        { fromAge: 0, pencePerThousand: 3 },
        { fromAge: 30, pencePerThousand: 5 },
        { fromAge: 40, pencePerThousand: 9 },
        { fromAge: 50, pencePerThousand: 22 },
        { fromAge: 60, pencePerThousand: 48 },
      ],
      partner: { maxPence: pounds(250_000), stepPence: pounds(1000) },
    },
  },
  summary: 'Two times your salary free, and more for you and your partner if you want it.',
  description:
    '<p>Acme gives you life cover of twice your salary at no cost. You can buy more, up to eight times your salary (at most £1,000,000.00), and cover for your partner up to £250,000.00.</p>',
  providerName: 'Legal & General',
  terms: [termsHtml('Life Assurance', 'Legal & General')],
  related: ['critical-illness'],
};

const criticalIllness: BenefitSeed = {
  slug: 'critical-illness',
  name: 'Critical Illness Cover',
  groupCode: 'critical-illness',
  category: 'insurance',
  config: {
    kind: 'cover',
    beam: {
      freeCover: { amountPence: pounds(25_000) },
      maxCover: { salaryMultiple: 3, capPence: pounds(150_000) },
      stepPence: pounds(5000),
      rates: [
        { fromAge: 0, pencePerThousand: 12 },
        { fromAge: 30, pencePerThousand: 20 },
        { fromAge: 40, pencePerThousand: 38 },
        { fromAge: 50, pencePerThousand: 85 },
        { fromAge: 60, pencePerThousand: 160 },
      ],
      partner: null,
    },
  },
  summary: 'A lump sum if you are diagnosed with a serious illness: £25,000.00 free.',
  description:
    '<p>Acme gives you £25,000.00 of critical illness cover. Cover above it, up to three times your salary, asks a few medical questions first.</p>',
  providerName: 'Aviva',
  excludesProbation: true,
  terms: [termsHtml('Critical Illness Cover', 'Aviva')],
  medicalQuestions: [
    {
      text: 'In the last five years, have you been diagnosed with or treated for cancer, a heart condition or a stroke?',
      needsUnderwriting: true,
    },
    { text: 'Are you waiting for a test, an investigation or the results of one?', needsUnderwriting: true },
    { text: 'Have you smoked or used any nicotine product in the last 12 months?', needsUnderwriting: false },
  ],
  related: ['life-assurance'],
};

const privateMedical: BenefitSeed = {
  slug: 'private-medical',
  name: 'Private Medical Insurance',
  groupCode: 'medical',
  category: 'health',
  config: {
    kind: 'level',
    levels: [
      { value: 'employee', label: 'Employee', covers: 'employee', premiumPence: 6800, employerPence: 6800 },
      {
        value: 'employee-partner',
        label: 'Employee and partner',
        covers: 'partner',
        premiumPence: 13600,
        employerPence: 6800,
      },
      // £160.00 and £35.00 a child: Alex's £195.00 with one child (£127.00 after Acme's part).
      {
        value: 'family',
        label: 'Family',
        covers: 'family',
        premiumPence: 16000,
        perDependantPence: 3500,
        employerPence: 6800,
      },
    ],
  },
  summary: 'Private treatment, paid by Acme for you; add your partner or family.',
  description:
    '<p>Fast access to private diagnosis and treatment. Acme pays for your own cover; you pay the difference to cover your partner or family.</p>',
  providerName: 'Bupa',
  excludesProbation: true,
  terms: [
    termsHtml('Private Medical Insurance', 'Bupa'),
    termsHtml(
      'Private Medical Insurance',
      'Bupa',
      '<p>From 1 November 2026 outpatient cover is limited to £1,500.00 a year.</p>',
    ),
  ],
  related: ['dental-insurance', 'health-cash-plan'],
};

const healthCashPlan: BenefitSeed = {
  slug: 'health-cash-plan',
  name: 'Health Cash Plan',
  groupCode: 'cashplan',
  category: 'health',
  config: employeeLevels([
    ['level-1', 'Level 1', 600, 600],
    ['level-2', 'Level 2', 1200, 600],
    ['level-3', 'Level 3', 2000, 600],
  ]),
  summary: 'Money back on dental, optical and physiotherapy bills.',
  description: '<p>Claim back everyday health costs up to your level’s yearly limits. Level 1 is paid by Acme.</p>',
  providerName: 'Simplyhealth',
  claimsEnabled: true,
  claimSteps: [
    'Pay for your treatment and keep the receipt.',
    'Make a claim here within 6 months of the treatment, with a photo or PDF of the receipt.',
    'Simplyhealth pays the money into your bank account within 5 working days of approving it.',
  ],
  terms: [termsHtml('Health Cash Plan', 'Simplyhealth')],
  related: ['dental-insurance'],
};

const holidayTrading: BenefitSeed = {
  slug: 'holiday-trading',
  name: 'Holiday Buy and Sell',
  groupCode: 'holiday',
  category: 'time-off',
  config: { kind: 'days', days: { minimum: -5, maximum: 5, step: 1 }, workingDaysPerYear: 260 },
  summary: 'Buy up to 5 more days of holiday, or sell up to 5.',
  description:
    '<p>Buying days reduces your gross pay by a day’s pay for each, spread over the year; selling adds it.</p>',
  salarySacrifice: true,
  excludesProbation: true,
};

const assistance: BenefitSeed = {
  slug: 'employee-assistance',
  name: 'Employee Assistance Programme',
  groupCode: 'eap',
  category: 'wellbeing',
  config: { kind: 'info' },
  summary: 'Free, confidential support by phone, day and night.',
  description:
    '<p>Call 0800 030 5182 at any time for confidential advice on money, family, work or health, and up to six counselling sessions a year.</p>',
  providerName: 'Health Assured',
  employmentStatuses: ['active', 'inactive'],
};

const gym: BenefitSeed = {
  slug: 'gym-membership',
  name: 'Gym Membership',
  groupCode: 'gym',
  category: 'wellbeing',
  config: employeeLevels([
    ['off-peak', 'Off-peak', 2500, 0],
    ['standard', 'Standard', 3900, 0],
    ['premium', 'Premium', 5500, 0],
  ]),
  summary: 'Discounted membership of over 3,000 gyms.',
  description: '<p>Use any partner gym near home or work, paid monthly from your net pay.</p>',
  providerName: 'Hussle',
};

/**
 * Acme in display order. Cycle to Work and the Technology Scheme come first in the array so their
 * ids stay 1 and 2 on a fresh database (the approvals screens and their tests name them).
 */
export const acmeCatalogue: BenefitSeed[] = [
  cycleToWork,
  technologyScheme,
  childcareVouchers,
  pension,
  dental,
  lifeAssurance,
  criticalIllness,
  privateMedical,
  healthCashPlan,
  holidayTrading,
  assistance,
  gym,
];

/** Display order on My benefits. */
export const acmeOrder = [
  'pension',
  'life-assurance',
  'critical-illness',
  'private-medical',
  'dental-insurance',
  'health-cash-plan',
  'cycle-to-work',
  'technology-scheme',
  'holiday-trading',
  'childcare-vouchers',
  'gym-membership',
  'employee-assistance',
];
