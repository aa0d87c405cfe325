// The add-life-event form's rules are the contract's (lifeEventFormSchema): required, a real day,
// and the date limits of the type chosen, judged on today in the UK as the api judges them. Its
// values are the addLifeEvent mutation's input, as relay-compiler types it.
import type { AddLifeEventInput } from '../../__generated__/useAddLifeEventMutation.graphql';

export type LifeEventFormValues = AddLifeEventInput;

/** Today in the UK, as an ISO date: the api's calendar. */
export function todayInLondon(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The form field a payload error names, or null for the whole form. */
export function formFieldOf(field: string | null | undefined): keyof LifeEventFormValues | null {
  return field === 'lifeEventTypeId' || field === 'eventDate' ? field : null;
}
