// The basket (docs/basket.md): changes to several benefits kept together and confirmed at once,
// with what they do to the person's monthly take-home pay first. An item is what setup would send
// (the values and the terms version ticked), kept per person and benefit while the benefit's
// selection window stays open; Confirm judges each by the very rules of a single choice.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { fieldErrors, messageError } from './errors.js';
import { fieldValue, monthlyCosts, selectionRefused } from './benefits.js';
import { isoDate, pathId, timestamp } from './fields.js';

const pence = (description = 'Pence') => z.number().int().meta({ description });

/** A month's pay, from gross to take-home, as the payslip would show it (an estimate: docs/basket.md). */
export const takeHomePay = z
  .object({
    grossPay: pence('Salary for a month, before anything comes off'),
    salarySacrifice: pence('What salary-sacrifice benefits take off gross pay'),
    incomeTax: pence('Income tax on what is left'),
    nationalInsurance: pence("Employee's Class 1 National Insurance on what is left"),
    afterTaxDeductions: pence('Benefits paid for out of pay after tax'),
    takeHome: pence('What reaches the bank account'),
  })
  .meta({ id: 'TakeHomePay' });

export const basketItem = z
  .object({
    benefitId: z.number().int(),
    title: z.string(),
    values: z.record(z.string(), fieldValue).meta({ description: 'The edit-field values, as setup sends them' }),
    planDetails: z
      .array(z.object({ label: z.string(), value: z.string() }))
      .meta({ description: 'The change in words, as the plan details of a selection read' }),
    acceptedTerms: z.number().int().nullable().meta({ description: 'The terms version ticked when it was added' }),
    costs: monthlyCosts.meta({ description: 'What the change costs a month' }),
    currentCosts: monthlyCosts
      .nullable()
      .meta({ description: 'What the selection it replaces costs a month; null when there is none' }),
    windowClosesOn: isoDate().nullable().meta({ description: 'The last day the item can be confirmed' }),
    addedAt: timestamp(),
  })
  .meta({ id: 'BasketItem' });

export const basket = z
  .object({
    items: z.array(basketItem),
    takeHome: z
      .object({ before: takeHomePay, after: takeHomePay })
      .meta({ description: 'A month of pay with the current selections, and with the basket confirmed' }),
  })
  .meta({ id: 'Basket' });

/** How each item fared on Confirm. A refused one stays in the basket with the api's words. */
export const basketOutcome = z
  .object({
    benefitId: z.number().int(),
    title: z.string(),
    outcome: z.enum(['chosen', 'awaiting-approval', 'refused']),
    message: z.string().nullable().meta({ description: 'Why it was refused, in the words of a single choice' }),
  })
  .meta({ id: 'BasketOutcome' });

const access = {
  roles: ['employee'],
  masquerade: true,
  refuses: ['voucher-only', 'leaver'],
} as const;

export const basketOf = endpoint({
  api: 'main',
  method: 'get',
  path: '/benefits/basket',
  summary: "The person's basket: the changes waiting to be confirmed, and the take-home pay before and after",
  auth: 'bearer',
  access,
  responses: { 200: z.object({ basket }) },
});

export const putBasketItem = endpoint({
  api: 'main',
  method: 'put',
  path: '/benefit/{benefitId}/basket',
  summary:
    'Puts a change to one benefit into the basket (replacing the one already there), judged as a choice would be; nothing is chosen',
  auth: 'bearer',
  access: { ...access, checks: ['eligible', 'window', 'new-members', 'consent'] },
  params: z.object({ benefitId: pathId() }),
  body: z.object({
    values: z.record(z.string().max(100), fieldValue),
    accepted_terms: z.number().int().nullable().optional(),
  }),
  responses: { 200: z.object({ basket }), 422: fieldErrors, 409: selectionRefused, 404: messageError },
});

export const removeBasketItem = endpoint({
  api: 'main',
  method: 'delete',
  path: '/benefit/{benefitId}/basket',
  summary: 'Takes a benefit out of the basket (nothing there is not an error)',
  auth: 'bearer',
  access,
  params: z.object({ benefitId: pathId() }),
  responses: { 200: z.object({ basket }) },
});

export const confirmBasket = endpoint({
  api: 'main',
  method: 'post',
  path: '/benefits/basket/confirm',
  summary:
    'Confirms every item as a single choice would be (each on its own): the chosen and those sent for approval leave the basket, the refused stay',
  auth: 'bearer',
  access: { ...access, checks: ['eligible', 'window', 'new-members', 'consent'] },
  responses: { 200: z.object({ outcomes: z.array(basketOutcome), basket }) },
});

export type Basket = z.infer<typeof basket>;
export type BasketItem = z.infer<typeof basketItem>;
export type BasketOutcome = z.infer<typeof basketOutcome>;
export type TakeHomePay = z.infer<typeof takeHomePay>;
