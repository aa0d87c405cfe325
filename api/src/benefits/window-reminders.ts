// Reminders before a client's selection window closes: each registered, active person who may
// choose benefits and has not yet reviewed them this window is mailed 14 and 3 days before it
// closes (windowReminderDays), in the client's brand, unless they turned reminders off on their
// profile. "Reviewed" means any choice, change or opt-out of the scheme year made since the
// window opened. Every api instance looks once an hour; each mail is keyed by person, closing
// day and stage, so a person gets each reminder once however many instances look at once. An
// instance that was down on the day sends the reminder late rather than never, naming the date.
import { windowReminderDays } from '@portal/contract/constants';
import { and, eq, exists, gt, gte, isNotNull, sql } from 'drizzle-orm';
import { type ApiConfig, publicOriginOf } from '../config.js';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { queueMailsOnce } from '../mail/mailer.js';
import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from '../mail/messages.js';
import { formatDate, todayInLondon } from './display.js';

/** People mailed per statement: a large client's reminders go out in several. */
const batchSize = 1000;

/** The days between two ISO dates. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The reminder due with `daysLeft` days to go (the latest stage reached), or null before the first. */
export function reminderStageFor(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const reached = windowReminderDays.filter((days) => daysLeft <= days);
  return reached.length ? Math.min(...reached) : null;
}

export interface WindowReminder {
  to: string;
  firstName: string;
  brand: string;
  /** The client's primary colour, as six hex digits. */
  colour: string;
  closesOn: string;
  origin: string;
}

/** The reminder itself: the deadline, the way to the benefits, and the way to turn reminders off. */
export function windowReminderMail(reminder: WindowReminder): Mail {
  const { to, firstName, brand, colour, closesOn, origin } = reminder;
  const deadline = formatDate(closesOn);
  const benefitsLink = `${origin}/app/my-benefits/`;
  const profileLink = `${origin}/app/home/my-profile/`;
  const safeColour = /^[0-9a-f]{6}$/i.test(colour) ? colour : '1b1a38';
  return {
    to,
    subject: `Choose your ${brand} benefits by ${deadline}`,
    text:
      `Hello ${firstName},\n\nYou have until ${deadline} to choose or change your benefits on ${brand}. ` +
      `After that day your choices stay as they are until the next window.\n\nReview your benefits:\n${benefitsLink}\n\n` +
      `You can turn these reminders off in your profile:\n${profileLink}`,
    html:
      `<div style="border-top:6px solid #${safeColour};padding-top:12px">` +
      `<p><strong>${escapeHtml(brand)}</strong></p>` +
      `<p>Hello ${escapeHtml(firstName)},</p>` +
      `<p>You have until <strong>${escapeHtml(deadline)}</strong> to choose or change your benefits on ${escapeHtml(brand)}. ` +
      `After that day your choices stay as they are until the next window.</p>` +
      `<p><a href="${escapeHtml(benefitsLink)}">Review your benefits</a></p>` +
      `<p>You can turn these reminders off in <a href="${escapeHtml(profileLink)}">your profile</a>.</p></div>`,
  };
}

/**
 * Queues the reminders due today for every client whose window is open; answers how many mails
 * were new. Safe to run at any time and on any number of instances at once.
 */
export async function queueWindowReminders(db: Database, config: ApiConfig, today = todayInLondon()): Promise<number> {
  const open = await db
    .select({
      id: clients.id,
      domain: clients.domain,
      brand: clients.benefitBrandName,
      colour: clients.primaryColour,
      schemeYear: clients.schemeYear,
      opensOn: clients.selectionWindowOpens,
      closesOn: clients.selectionWindowCloses,
    })
    .from(clients)
    .where(
      and(
        isNotNull(clients.selectionWindowCloses),
        gte(clients.selectionWindowCloses, today),
        sql`coalesce(${clients.selectionWindowOpens} <= ${today}, true)`,
      ),
    );
  let queued = 0;
  for (const client of open) {
    const closesOn = client.closesOn!;
    const stage = reminderStageFor(daysBetween(today, closesOn));
    if (stage === null) continue;
    const reviewed = exists(
      db
        .select({ one: sql`1` })
        .from(selections)
        .where(
          and(
            eq(selections.userId, users.id),
            eq(selections.schemeYear, client.schemeYear),
            client.opensOn ? gte(selections.createdAt, sql`${client.opensOn}::date`) : undefined,
          ),
        ),
    );
    const origin = publicOriginOf(config, client.domain);
    for (let afterId = 0; ;) {
      const people = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(
            eq(users.clientId, client.id),
            gt(users.id, afterId),
            eq(users.employmentStatus, 'active'),
            eq(users.onProbation, false),
            eq(users.isPlatformAdmin, false),
            eq(users.windowReminders, true),
            isNotNull(users.activatedAt),
            sql`not ${reviewed}`,
          ),
        )
        .orderBy(users.id)
        .limit(batchSize);
      if (people.length === 0) break;
      afterId = people.at(-1)!.id;
      queued += await queueMailsOnce(
        db,
        people.map((person) => ({
          ...windowReminderMail({
            to: person.email,
            firstName: person.firstName,
            brand: client.brand,
            colour: client.colour,
            closesOn,
            origin,
          }),
          idempotencyKey: `window-reminder:${person.id}:${closesOn}:${stage}`,
        })),
      );
    }
  }
  return queued;
}
