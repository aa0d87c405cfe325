// Total reward ("my total benefits", MTB): what the employee's package is worth a year or a month,
// by category, for the home card and the total-benefits pages (docs/benefits.md).
import { z } from 'zod';
import { benefitCategories, benefitKinds } from './benefits.js';
import { endpoint } from './endpoint.js';

/** Salary, then the benefits' own categories: a benefit counts under the category My benefits gives it. */
export const rewardCategories = ['salary', ...benefitCategories] as const;
export const overviewModes = ['year', 'month'] as const;

const pence = (description = 'Pence') => z.number().int().meta({ description });

export const totalRewardCard = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/selections/mtb/card',
  summary: 'The total reward for the home card: a year of salary and benefits',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  responses: {
    200: z.object({
      schemeYear: z.number().int(),
      totalAnnual: pence(),
      employerAnnual: pence('What the employer adds to salary, a year'),
    }),
  },
});

export const totalRewardPage = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/selections/mtb/page',
  summary: 'The total reward by category, with the monthly benefit and cost summaries',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  query: z.object({ mode: z.enum(overviewModes, { error: 'Unknown overview mode' }).optional().default('year') }),
  responses: {
    200: z.object({
      schemeYear: z.number().int(),
      mode: z.enum(overviewModes),
      total: pence('Over the mode: a year, or a month'),
      categories: z.array(z.object({ category: z.enum(rewardCategories), label: z.string(), value: pence() })),
      benefits: z
        .array(
          z.object({
            benefitId: z.number().int(),
            title: z.string(),
            category: z.enum(rewardCategories),
            employerValue: pence(),
            employeeCost: pence(),
          }),
        )
        .meta({ description: 'The monthly benefit summary: what each benefit is worth and costs, over the mode' }),
      costs: z
        .object({ employeeGross: pence(), employeeNet: pence(), employer: pence() })
        .meta({ description: 'The monthly cost summary, over the mode' }),
    }),
  },
});

/** What the employer's money towards a benefit is, as the statement names it. */
export const employerContributionKinds = ['pension-contribution', 'insurance-premium', 'other'] as const;

const yearFigures = z
  .object({
    employerValue: pence('What it is worth to the person a year: what the employer pays plus the tax and NI saved'),
    employeeCost: pence('What the person pays a year, before any saving'),
    employer: pence('What the employer pays a year'),
  })
  .meta({ description: "One scheme year's figures of a benefit, a year" });

export const totalRewardStatement = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/selections/mtb/statement',
  summary:
    "The total reward statement: this scheme year against the previous one, per benefit and in total, with the employer's contributions broken down",
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true },
  responses: {
    200: z.object({
      schemeYear: z.number().int(),
      previousSchemeYear: z.number().int(),
      salary: pence('The annual salary today (no earlier salary is kept, so years compare the benefits)'),
      benefits: z
        .array(
          z.object({
            benefitId: z.number().int(),
            title: z.string(),
            category: z.enum(benefitCategories),
            categoryLabel: z.string(),
            kind: z.enum(benefitKinds),
            current: yearFigures.nullable().meta({ description: 'Null when not in force this scheme year' }),
            previous: yearFigures.nullable().meta({ description: 'Null when not in force the previous scheme year' }),
          }),
        )
        .meta({ description: 'Every benefit in force in either year, by title' }),
      employerContributions: z
        .array(
          z.object({
            benefitId: z.number().int(),
            title: z.string(),
            kind: z.enum(employerContributionKinds),
            label: z.string().meta({ description: 'The contribution in words ("Employer pension contribution")' }),
            employer: pence('What the employer pays a year'),
            savings: pence('The tax and NI the salary sacrifice saves the person a year'),
          }),
        )
        .meta({ description: "The employer's money, benefit by benefit, this scheme year" }),
      totals: z
        .object({ current: yearFigures, previous: yearFigures.nullable() })
        .meta({ description: 'Every benefit together; previous is null when nothing was in force that year' }),
      total: pence('Salary plus what every benefit in force is worth, this scheme year'),
    }),
  },
});
