// The profile screen's own data (GET and PATCH /user/profile): the person's details and
// employment as the employer holds them, their avatar from the client's set, whether 2FA is on
// and may be turned off, and any email change still waiting for its confirmation link.
import type { ProfileAnswer, UpdateProfileBody, UpdateRemindersBody } from '@portal/contract/profile';
import { avatarNotOffered } from '@portal/contract/profile';
import { eq } from 'drizzle-orm';
import type { Authentication, User } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { users } from '../db/schema-people.js';
import { HttpError } from '../http/errors.js';
import { avatarOptionsOf } from './avatar-sets.js';
import { pendingEmailOf } from './email-change.js';
import { emailOwnedBySso } from './sso-email.js';

export async function describeProfile(db: Database, user: User): Promise<ProfileAnswer> {
  const client = await clientOf(db, user);
  return {
    firstName: user.firstName,
    surname: user.surname,
    email: user.email,
    avatar: user.avatarUrl,
    avatarOptions: [...avatarOptionsOf(client?.avatarSetUrl)],
    employment: {
      employeeNumber: user.employeeNumber,
      jobTitle: user.jobTitle,
      department: user.department,
      location: user.location,
      startDate: user.employmentStartDate,
      employmentStatus: user.employmentStatus,
    },
    twoFactorEnabled: user.mfaEnabled,
    // Platform administrators must keep their second factor too.
    twoFactorRequired: user.isPlatformAdmin || Boolean(client?.requiresTwoFa),
    emailChangeAllowed: !emailOwnedBySso(client),
    pendingEmail: await pendingEmailOf(db, user.id),
    windowReminders: user.windowReminders,
  };
}

/** A new avatar: one of the client's set, or null for the default (no secret: a masquerade may, audit-logged). */
export async function updateAvatar(
  db: Database,
  auth: Authentication,
  body: UpdateProfileBody,
): Promise<ProfileAnswer> {
  const { user } = auth;
  if (body.avatar !== null) {
    const offered = avatarOptionsOf((await clientOf(db, user))?.avatarSetUrl).some(
      (option) => option.url === body.avatar,
    );
    if (!offered) throw new HttpError(422, { errors: { avatar: [avatarNotOffered] } });
  }
  const [updated] = await db.update(users).set({ avatarUrl: body.avatar }).where(eq(users.id, user.id)).returning();
  await audit(db, auth, 'profile.avatar', { avatar: body.avatar });
  return describeProfile(db, updated!);
}

/** The person's own choice of window-closing reminders (never a masquerade's: the declaration refuses it). */
export async function updateReminders(
  db: Database,
  auth: Authentication,
  body: UpdateRemindersBody,
): Promise<ProfileAnswer> {
  const [updated] = await db
    .update(users)
    .set({ windowReminders: body.windowReminders })
    .where(eq(users.id, auth.user.id))
    .returning();
  await audit(db, auth, 'profile.window-reminders', { windowReminders: body.windowReminders });
  return describeProfile(db, updated!);
}
