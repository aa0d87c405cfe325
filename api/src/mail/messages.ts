// The mails the portal sends about accounts, in plain text and simple HTML. Links are built from
// configured origins only (config.publicOriginOf), never from a request.
import type { Mail } from './mailer.js';

/** Text made safe to put in a mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function passwordResetMail(to: string, brand: string, origin: string, token: string): Mail {
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Reset your ${brand} password`,
    text: `Someone asked to reset the password of your ${brand} account.\n\nTo choose a new password, open this link within 1 hour:\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your ${escapeHtml(brand)} account.</p><p><a href="${escapeHtml(link)}">Reset your password</a> (the link works for 1 hour).</p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
  };
}

export function activationMail(
  to: string,
  firstName: string,
  brand: string,
  origin: string,
  activationId: string,
): Mail {
  const link = `${origin}/activation/${encodeURIComponent(activationId)}`;
  return {
    to,
    subject: `Welcome to ${brand}`,
    text: `Hello ${firstName},\n\nYour ${brand} account is ready. Activate it within 14 days:\n${link}`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Your ${escapeHtml(brand)} account is ready. <a href="${escapeHtml(link)}">Activate your account</a> (the link works for 14 days).</p>`,
  };
}

export interface SelectionDecision {
  to: string;
  firstName: string;
  brand: string;
  benefitName: string;
  approved: boolean;
  reason: string | null;
  /** The benefit's page in the portal. */
  link: string;
}

/** Tells the employee an employer approved or rejected their selection, with the reason given. */
export function selectionDecisionMail(decision: SelectionDecision): Mail {
  const { to, firstName, brand, benefitName, approved, reason, link } = decision;
  const outcome = approved ? 'approved' : 'rejected';
  const because = !approved && reason ? `\n\nThe reason given: ${reason}` : '';
  const next = approved ? 'You can see it on the benefit' : 'You can see it, and reapply, on the benefit';
  return {
    to,
    subject: `Your ${benefitName} selection was ${outcome}`,
    text: `Hello ${firstName},\n\nYour ${benefitName} selection on ${brand} was ${outcome}.${because}\n\n${next}:\n${link}`,
    html:
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your ${escapeHtml(benefitName)} selection on ${escapeHtml(brand)} was ${outcome}.</p>` +
      (!approved && reason ? `<p>The reason given: ${escapeHtml(reason)}</p>` : '') +
      `<p><a href="${escapeHtml(link)}">${next}</a>.</p>`,
  };
}

/** Tells a person that support opened their account (a masquerade): when, and why. */
export function masqueradeAccessMail(to: string, firstName: string, brand: string, when: Date, reason: string): Mail {
  const at = when.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });
  return {
    to,
    subject: `Support accessed your ${brand} account`,
    text: `Hello ${firstName},\n\nA member of our support team accessed your ${brand} account on ${at} (UK time).\n\nThe reason given: ${reason}\n\nSupport cannot see or change your password, two-factor authentication or email address. If you did not expect this, please contact your HR team.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>A member of our support team accessed your ${escapeHtml(brand)} account on ${escapeHtml(at)} (UK time).</p><p>The reason given: ${escapeHtml(reason)}</p><p>Support cannot see or change your password, two-factor authentication or email address. If you did not expect this, please contact your HR team.</p>`,
  };
}

/** The link that confirms a new login email, sent to the new address only. */
export function emailChangeMail(to: string, firstName: string, brand: string, origin: string, token: string): Mail {
  const link = `${origin}/app/home/my-profile/?confirm-email=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Confirm your new ${brand} email address`,
    text: `Hello ${firstName},\n\nYou asked to use this address to sign in to ${brand}. To confirm it, open this link within 24 hours (you will be asked to sign in first if you are not):\n${link}\n\nIf it was not you, ignore this email: nothing changes.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>You asked to use this address to sign in to ${escapeHtml(brand)}.</p><p><a href="${escapeHtml(link)}">Confirm your new email address</a> (the link works for 24 hours; you will be asked to sign in first if you are not).</p><p>If it was not you, ignore this email: nothing changes.</p>`,
  };
}

/**
 * Sent instead of the link when the new address already belongs to an account: the person who
 * asked learns nothing from the answer, and the holder of the address is told.
 */
export function emailInUseMail(to: string, brand: string): Mail {
  return {
    to,
    subject: `Someone asked to use your email address on ${brand}`,
    text: `Someone signed in to ${brand} asked to use this address for their account. It already belongs to an account, so nothing was changed. You need do nothing.`,
    html: `<p>Someone signed in to ${escapeHtml(brand)} asked to use this address for their account.</p><p>It already belongs to an account, so nothing was changed. You need do nothing.</p>`,
  };
}

/** Tells the old address that the login email changed, in case it was not its owner's doing. */
export function emailChangedMail(to: string, firstName: string, brand: string, newEmail: string): Mail {
  return {
    to,
    subject: `Your ${brand} email address has changed`,
    text: `Hello ${firstName},\n\nYou now sign in to ${brand} with ${newEmail}. If you did not make this change, contact your HR team or ${brand} support at once.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>You now sign in to ${escapeHtml(brand)} with ${escapeHtml(newEmail)}.</p><p>If you did not make this change, contact your HR team or ${escapeHtml(brand)} support at once.</p>`,
  };
}
