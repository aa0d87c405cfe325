// Profile: the signed-in person (GET /user) and changing the password from the profile, which asks
// for the current one and is refused during a masquerade.
import { z } from 'zod';
import { signedIn, subject } from './access.js';
import { windowReminderDays } from './constants.js';
import { endpoint } from './endpoint.js';
import { errorMessage, fieldErrors, messageError } from './errors.js';
import { linkToken, newPasswordFields, pathId, requiredEmail, requiredSecret, typedSecret } from './fields.js';
import { passwordCheckAnswer, passwordRefused } from './shared.js';

export const userAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    userType: z.enum(['employee', 'employer']),
    employmentStatus: z.enum(['active', 'inactive', 'left']),
    avatar: z.string().nullable(),
    onProbation: z.boolean(),
    isApprover: z.boolean(),
    isEmployerAdmin: z
      .boolean()
      .meta({ description: 'An employer administrator: insights, settings, reports, uploads and vouchers' }),
    isPlatformAdmin: z.boolean(),
    siteTermsUpdated: z.boolean().meta({ description: 'The client published terms this person has not accepted yet' }),
    termsRevision: z.number().int(),
    showWelcomeModal: z.boolean(),
    isDataLoadEligibilityImpactEnabled: z.boolean(),
    supportEmail: z.string().nullable(),
    supportEmailIsSchemeBased: z.boolean(),
    contactUsEmail: z.string().nullable(),
    supportNumber: z.string().nullable(),
    ssoLogoutUrl: z.string().nullable(),
    clientId: z.number().int().nullable().meta({ description: 'Null for platform administrators' }),
    access: subject,
  })
  .meta({ id: 'User' });

export const user = endpoint({
  api: 'main',
  method: 'get',
  path: '/user',
  summary: 'The signed-in person',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: userAnswer },
});

/** 423 of the profile's password calls. */
export const passwordLocked = z
  .object({ error: z.literal('account_locked'), message: z.string(), userAccountLocked: z.literal(true) })
  .meta({ id: 'PasswordLocked' });

// A masquerade may not test or change the person's password.
const masqueradeRefused = z.union([messageError, errorMessage]);

// With current_password the check also judges rule 512, and counts as a password attempt.
export const profilePasswordCheckBody = z.object({
  password: typedSecret(),
  current_password: requiredSecret().optional(),
});

export const checkProfilePassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/password/check',
  summary: 'The password rules as typed on the profile',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'] },
  body: profilePasswordCheckBody,
  responses: { 200: passwordCheckAnswer, 403: masqueradeRefused, 423: passwordLocked },
});

export const changePasswordBody = z.object({ current_password: requiredSecret(), ...newPasswordFields });

export const changePassword = endpoint({
  api: 'main',
  method: 'post',
  path: '/password',
  summary: "Changes the password; the person's other sessions end",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'] },
  body: changePasswordBody,
  responses: {
    200: z.object({ status: z.literal('ok') }),
    403: masqueradeRefused,
    422: z.union([passwordRefused, fieldErrors]),
    423: passwordLocked,
  },
});

export type UserAnswer = z.infer<typeof userAnswer>;
export type PasswordLocked = z.infer<typeof passwordLocked>;
export type ProfilePasswordCheckBody = z.output<typeof profilePasswordCheckBody>;
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

// --- The profile screen (docs/profile.md): details, avatar, signed-in sessions, email change. ---

export const employmentDetails = z
  .object({
    employeeNumber: z.string().nullable(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
    location: z.string().nullable(),
    startDate: z.iso.date().nullable().meta({ description: 'When the person started with the employer' }),
    employmentStatus: z.enum(['active', 'inactive', 'left']),
  })
  .meta({ id: 'EmploymentDetails', description: 'As the employer holds them: read only for the person' });

export const avatarOption = z.object({ url: z.string(), label: z.string() }).meta({ id: 'AvatarOption' });

export const profileAnswer = z
  .object({
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    avatar: z.string().nullable().meta({ description: 'Null shows the default avatar' }),
    avatarOptions: z
      .array(avatarOption)
      .meta({ description: "The client's avatar set (avatarSet.avatarsetPlainFileURL)" }),
    employment: employmentDetails,
    twoFactorEnabled: z.boolean(),
    twoFactorRequired: z.boolean().meta({
      description: 'The organisation requires 2FA (or the person is a platform administrator): it cannot be turned off',
    }),
    emailChangeAllowed: z
      .boolean()
      .meta({ description: "False when the client's single sign-on owns the email address" }),
    pendingEmail: z
      .string()
      .nullable()
      .meta({ description: 'A new address waiting for its confirmation link to be followed' }),
    windowReminders: z.boolean().meta({
      description: `Whether the person is mailed ${windowReminderDays.join(' and ')} days before their selection window closes`,
    }),
  })
  .meta({ id: 'Profile' });

export const profile = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/profile',
  summary: "The signed-in person's profile: details, employment, avatar, 2FA and a pending email change",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: profileAnswer },
});

export const avatarNotOffered = 'Please choose one of the avatars shown';

export const updateProfileBody = z.object({
  avatar: z
    .string()
    .max(500)
    .nullable()
    .meta({ description: "One of avatarOptions' urls, or null for the default avatar" }),
});

export const updateProfile = endpoint({
  api: 'main',
  method: 'patch',
  path: '/user/profile',
  summary: "Changes the person's avatar",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  body: updateProfileBody,
  responses: { 200: profileAnswer },
});

export const updateRemindersBody = z.object({
  windowReminders: z.boolean().meta({ description: 'True to be reminded before the selection window closes' }),
});

export const updateReminders = endpoint({
  api: 'main',
  method: 'patch',
  path: '/user/profile/reminders',
  summary: 'Turns the window-closing reminder mails on or off',
  auth: 'bearer',
  // A person's own say over the mail they get: someone acting as them does not decide it.
  access: { roles: signedIn, masquerade: false },
  body: updateRemindersBody,
  responses: { 200: profileAnswer },
});

export const signedInSession = z
  .object({
    id: z.number().int(),
    device: z
      .string()
      .meta({ description: 'Browser and system in words, e.g. "Chrome on Windows"; "Unknown device" when unknown' }),
    place: z
      .string()
      .meta({ description: 'Approximate, from the last address: a country, "Private network" or "Unknown location"' }),
    signedInAt: z.iso.datetime({ offset: true }),
    lastSeenAt: z.iso.datetime({ offset: true }),
    current: z.boolean().meta({ description: 'The session this request was made with' }),
    singleSignOn: z.boolean(),
  })
  .meta({ id: 'SignedInSession' });

export const signedInSessions = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/sessions',
  summary: "Where you're signed in: the person's live sessions, the one in use first, then by last use",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ sessions: z.array(signedInSession) }) },
});

const signedOut = z.object({
  status: z.literal('ok'),
  signedOut: z.number().int().meta({ description: 'How many sessions ended' }),
});

export const signOutSession = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/sessions/{sessionId}/sign-out',
  summary: "Ends one of the person's other sessions (a live one; not the one in use: that is logout)",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, checks: ['own-record'] },
  params: z.object({ sessionId: pathId() }),
  responses: { 200: signedOut, 403: masqueradeRefused, 404: messageError, 409: messageError },
});

export const signOutOtherSessions = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/sessions/sign-out-others',
  summary: 'Ends every live session of the person but the one in use',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false },
  responses: { 200: signedOut, 403: masqueradeRefused },
});

export const changeEmailBody = z.object({ email: requiredEmail(), current_password: requiredSecret() });

export const changeEmail = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/email',
  summary: 'Asks to change the email address: a confirmation link goes to the new address',
  description:
    'The same answer whether or not another account holds the address (that address is told instead, with no link), so it reveals nothing. Refused during a masquerade and where single sign-on owns the address.',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'] },
  body: changeEmailBody,
  responses: {
    202: z.object({ status: z.literal('sent'), email: z.string() }),
    403: masqueradeRefused,
    422: fieldErrors,
    423: passwordLocked,
  },
});

export const confirmEmailBody = z.object({ token: linkToken() });

export const confirmEmail = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/email/confirm',
  summary: 'Follows the confirmation link: the new address becomes the login email',
  description: 'Only by the person who asked, signed in; the link works once, for 24 hours.',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false, refuses: ['sso-only'] },
  body: confirmEmailBody,
  responses: {
    200: z.object({ status: z.literal('ok'), email: z.string() }),
    403: masqueradeRefused,
    409: messageError,
    410: messageError,
  },
});

export const cancelEmailChange = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/email/cancel',
  summary: 'Withdraws a pending email change: its link stops working',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false },
  responses: { 200: z.object({ status: z.literal('ok') }), 403: masqueradeRefused },
});

export type ProfileAnswer = z.infer<typeof profileAnswer>;
export type SignedInSession = z.infer<typeof signedInSession>;
export type UpdateProfileBody = z.output<typeof updateProfileBody>;
export type UpdateRemindersBody = z.output<typeof updateRemindersBody>;
export type ChangeEmailBody = z.output<typeof changeEmailBody>;
