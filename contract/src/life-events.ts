// Life events: the kinds of event the client lists (GET), the person's own events (GET), and
// reporting one (POST). An event lets the person change the benefits its type affects for its
// type's number of days from the event date (docs/life-events.md decides what the spec leaves
// open). The date rules live here, once,
// so the api and the form say the same thing in the same words.
import { z } from 'zod';
import { signedIn } from './access.js';
import { endpoint } from './endpoint.js';
import { fieldErrors } from './errors.js';
import { isoDate, timestamp } from './fields.js';

/** How far ahead an event can be reported (a wedding booked for next month). */
export const lifeEventDaysAhead = 30;

export const lifeEventMessages = {
  typeRequired: 'Please choose what changed',
  typeUnknown: 'Please choose one of the life events listed',
  dateRequired: 'Please enter the date of the event',
  dateInvalid: 'The date of the event must be a real date',
  tooFarAhead: (latest: string) =>
    `You can report an event up to ${lifeEventDaysAhead} days ahead: please choose a date no later than ${latest}`,
  tooLate: (lastDay: string) => `It is too late to report this event: changes were possible until ${lastDay}`,
  duplicate: 'You have already reported this event on this date',
} as const;

/** An ISO date `days` after (or before, when negative) another. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day the benefits an event affects can be changed: the event date plus the type's days. */
export function windowClosesOn(eventDate: string, windowDays: number): string {
  return addDays(eventDate, windowDays);
}

/** A real calendar day written YYYY-MM-DD (no 31 February). */
export function isRealIsoDate(value: string): boolean {
  return z.iso.date().safeParse(value).success;
}

/**
 * Why an event on `eventDate` cannot be reported on `today` with a window of `windowDays`, or null
 * when it can. `formatDate` words a date as the screen shows it ("14 March 2026").
 */
export function eventDateRefusal(
  eventDate: string,
  windowDays: number,
  today: string,
  formatDate: (isoDay: string) => string,
): string | null {
  const latest = addDays(today, lifeEventDaysAhead);
  if (eventDate > latest) return lifeEventMessages.tooFarAhead(formatDate(latest));
  const lastDay = windowClosesOn(eventDate, windowDays);
  if (lastDay < today) return lifeEventMessages.tooLate(formatDate(lastDay));
  return null;
}

/** The event date as the form and the api read it: required, then a real day. */
export const eventDateField = () =>
  z
    .string({ error: lifeEventMessages.dateRequired })
    .trim()
    .min(1, { error: lifeEventMessages.dateRequired, abort: true })
    .refine(isRealIsoDate, { error: lifeEventMessages.dateInvalid });

/**
 * The add-life-event form's fields (the web's zodResolver): the type chosen by its id in the
 * list, and the date, judged for the chosen type as the api judges it.
 */
export function lifeEventFormSchema(
  types: ReadonlyArray<{ id: string; windowDays: number }>,
  today: string,
  formatDate: (isoDay: string) => string,
) {
  return z
    .object({
      lifeEventTypeId: z.string().min(1, { error: lifeEventMessages.typeRequired }),
      eventDate: eventDateField(),
    })
    .superRefine((values, ctx) => {
      const type = types.find((candidate) => candidate.id === values.lifeEventTypeId);
      if (!type) {
        if (values.lifeEventTypeId)
          ctx.addIssue({ code: 'custom', path: ['lifeEventTypeId'], message: lifeEventMessages.typeUnknown });
        return;
      }
      // A date the field itself refused has its own message already.
      if (!isRealIsoDate(values.eventDate)) return;
      const refusal = eventDateRefusal(values.eventDate, type.windowDays, today, formatDate);
      if (refusal) ctx.addIssue({ code: 'custom', path: ['eventDate'], message: refusal });
    });
}

export type LifeEventFormValues = z.input<ReturnType<typeof lifeEventFormSchema>>;

export const lifeEventStatuses = ['open', 'closed'] as const;

/** A kind of life event the client lists, with what it lets a person change and for how long. */
export const lifeEventType = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: "In words, as the screens show it: 'Birth or adoption'" }),
    description: z.string(),
    windowDays: z.number().int().meta({ description: 'Days after the event in which its benefits can be changed' }),
    benefits: z
      .array(z.string())
      .meta({ description: "Names of the person's benefits it lets them change, in catalogue order" }),
  })
  .meta({ id: 'LifeEventType' });

/** An event the person reported. */
export const lifeEvent = z
  .object({
    id: z.number().int(),
    lifeEventTypeId: z.number().int(),
    code: z.string(),
    name: z.string(),
    eventDate: isoDate(),
    reportedAt: timestamp().meta({ description: 'When it was reported' }),
    status: z.enum(lifeEventStatuses).meta({ description: 'Open until its window has ended, then closed' }),
    windowOpensOn: isoDate().meta({ description: 'The event date: changes can be made from then' }),
    windowClosesOn: isoDate().meta({ description: 'The last day changes can be made' }),
    closedOn: isoDate().nullable().meta({ description: "Once closed, the window's last day" }),
    closedYear: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The year of closedOn (the life-event report reads it)' }),
    benefits: z.array(z.string()).meta({ description: "Names of the person's benefits it opened" }),
  })
  .meta({ id: 'LifeEvent' });

export const availableLifeEvents = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/life-events/available',
  summary: "The life events the signed-in person's client lists, in its order",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ lifeEvents: z.array(lifeEventType) }) },
});

export const userLifeEvents = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/life-events',
  summary: "The signed-in person's own life events, newest first",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ lifeEvents: z.array(lifeEvent) }) },
});

export const addLifeEventBody = z.object({
  life_event_type_id: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? lifeEventMessages.typeRequired
          : lifeEventMessages.typeUnknown,
    })
    .int({ error: lifeEventMessages.typeUnknown })
    .positive({ error: lifeEventMessages.typeUnknown })
    .max(2_147_483_647, { error: lifeEventMessages.typeUnknown }),
  event_date: eventDateField().meta({ description: 'YYYY-MM-DD', example: '2026-03-14' }),
});

export const addLifeEvent = endpoint({
  api: 'main',
  method: 'post',
  path: '/client/life-events',
  summary: 'Reports a life event: the benefits its type affects can be changed for its days from the event date',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, refuses: ['voucher-only', 'leaver'] },
  body: addLifeEventBody,
  responses: {
    201: z.object({ lifeEvent }),
    // The type missing or not the client's, the date missing, not a day, too far ahead, too late
    // for its window, or the same event reported on the same date before.
    422: fieldErrors,
  },
});

export type LifeEventType = z.infer<typeof lifeEventType>;
export type LifeEvent = z.infer<typeof lifeEvent>;
export type AddLifeEventBody = z.output<typeof addLifeEventBody>;
