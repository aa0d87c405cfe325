// The selection window (docs/benefits.md): a benefit can be chosen or changed between the
// client's window dates, or within 30 days of a life event the person reported; otherwise it is
// read only and a change answers 409 with when it opens.
import type { z } from 'zod';
import type { selectionWindow } from '@portal/contract/benefits';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Client } from '../db/clients.js';
import { lifeEvents } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { formatDate } from './display.js';

export type SelectionWindow = z.infer<typeof selectionWindow>;

/** How long a life event keeps the window open, from the day it happened. */
export const lifeEventWindowDays = 30;

export interface OpenLifeEvent {
  kind: string;
  eventDate: string;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function inWords(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function windowOn(client: Pick<Client, 'selectionWindowOpens' | 'selectionWindowCloses'>, today: string, events: OpenLifeEvent[]): SelectionWindow {
  const opensOn = client.selectionWindowOpens;
  const closesOn = client.selectionWindowCloses;
  const open = (!opensOn || opensOn <= today) && (!closesOn || today <= closesOn);
  if (open) return { open, opensOn, closesOn, reason: 'scheme-year', lifeEvent: null };
  const event = events.find((candidate) => candidate.eventDate <= today && today <= addDays(candidate.eventDate, lifeEventWindowDays));
  if (event) return { open: true, opensOn: event.eventDate, closesOn: addDays(event.eventDate, lifeEventWindowDays), reason: 'life-event', lifeEvent: inWords(event.kind) };
  return { open: false, opensOn, closesOn, reason: 'scheme-year', lifeEvent: null };
}

export async function openLifeEvents(db: Database, userId: number): Promise<OpenLifeEvent[]> {
  return db
    .select({ kind: lifeEvents.kind, eventDate: lifeEvents.eventDate })
    .from(lifeEvents)
    .where(and(eq(lifeEvents.userId, userId), eq(lifeEvents.status, 'open')))
    .orderBy(desc(lifeEvents.eventDate));
}

/** 409 unless the window is open, saying when it opens (or when it closed, if no opening is known). */
export function requireOpenWindow(window: SelectionWindow, today: string): void {
  if (window.open) return;
  const upcoming = window.opensOn && window.opensOn > today ? window.opensOn : null;
  const message = upcoming
    ? `You can change this benefit from ${formatDate(upcoming)}`
    : `The selection window closed on ${formatDate(window.closesOn ?? today)}`;
  throw new HttpError(409, { message, opensOn: upcoming });
}
