// The words of "Something changed?" and the add-life-event side panel (en-GB). The refusals of the
// form are the contract's (lifeEventMessages), so the form and the api say the same thing.
import { lifeEventDaysAhead } from '@portal/contract/life-events';

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Dental Insurance, Health Cash Plan and Life Assurance". */
export function inWords(names: readonly string[]): string {
  return list.format(names);
}

export const lifeEventStrings = {
  heading: 'Something changed?',
  intro:
    'Some events in your life, such as a wedding or a new baby, let you change benefits outside the usual window. Tell us what happened and when.',
  add: 'Add a life event',
  yours: 'Your life events',
  none: 'You have not added any life events.',
  eventDate: 'Date of the event',
  reportedOn: 'Added on',
  status: { OPEN: 'Open', CLOSED: 'Closed' } as Record<string, string>,
  canChangeUntil: (benefits: string, date: string) => `You can change ${benefits} until ${date}.`,
  canChangeFrom: (benefits: string, from: string, until: string) =>
    `You can change ${benefits} from ${from} until ${until}.`,
  changesNothing: 'None of your benefits can be changed because of this event.',
  closedOn: (date: string) => `Changes were possible until ${date}.`,
  available: 'Life events you can add',
  availableIntro: 'What each one lets you change, and for how long after the event.',
  letsYouChange: (benefits: string, days: number) => `Lets you change ${benefits} for ${days} days after the event.`,
  changesNoneOfYours: 'None of your benefits change with this event.',
  noneAvailable: 'Your employer has not listed any life events.',
  // The add-life-event side panel.
  panelTitle: 'Add a life event',
  panelIntro:
    'Choose what changed and when. The benefits it affects can then be changed for a set number of days from that date.',
  typeLabel: 'What changed?',
  typePlaceholder: 'Choose a life event',
  typeHint: (days: number, benefits: string) =>
    `You will be able to change ${benefits} for ${days} days after the event.`,
  dateLabel: 'Date of the event',
  dateHint: `You can add an event up to ${lifeEventDaysAhead} days before it happens.`,
  submit: 'Add life event',
  submitting: 'Adding...',
  cancel: 'Cancel',
  correctErrors: 'Please correct the errors below.',
  added: (name: string) => `Your life event (${name.toLowerCase()}) has been added.`,
  /** The spec's error adding a life event (the gateway's words for the same case). */
  failed: 'Your life event could not be added. Please try again.',
} as const;
