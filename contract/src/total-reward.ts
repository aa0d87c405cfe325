// Total reward ("my total benefits", MTB): what the employee's package is worth a year or a month,
// by category, for the home card and the total-benefits pages (docs/benefits.md).
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const rewardCategories = ['salary', 'pension', 'insurance', 'lifestyle'] as const;
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
