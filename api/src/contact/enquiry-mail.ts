// The mail an enquiry becomes: to the client's contact address, answerable straight back to the
// person (Reply-To), in plain text and simple HTML. Everything the person typed is escaped.
import type { Mail } from '../mail/mailer.js';

export interface EnquiryMail {
  to: string;
  brand: string;
  clientName: string;
  person: { firstName: string; surname: string; email: string };
  subjectLabel: string;
  comments: string;
  sentAt: Date;
  /** Who sent it for the person in a masquerade, so support can tell. */
  actorName: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A header value is one line, whatever the content or the person's name holds.
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export function enquiryMail(enquiry: EnquiryMail): Mail {
  const { person, brand, clientName, subjectLabel, comments, actorName } = enquiry;
  const name = `${person.firstName} ${person.surname}`;
  const at = enquiry.sentAt.toLocaleString('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });
  const onBehalf = actorName ? `\nSent for them by ${actorName} in a support session.` : '';
  return {
    to: enquiry.to,
    replyTo: person.email,
    subject: oneLine(`${brand} enquiry: ${subjectLabel} (${name})`),
    text: [
      `A message from the Contact us page of ${brand}.`,
      '',
      `From: ${name} <${person.email}>, ${clientName}`,
      `Subject: ${subjectLabel}`,
      `Sent: ${at} (UK time)${onBehalf}`,
      '',
      comments,
      '',
      `Reply to this email to answer ${person.firstName}.`,
    ].join('\n'),
    html:
      `<p>A message from the Contact us page of ${escapeHtml(brand)}.</p>` +
      `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(person.email)}&gt;, ${escapeHtml(clientName)}<br>` +
      `<strong>Subject:</strong> ${escapeHtml(subjectLabel)}<br>` +
      `<strong>Sent:</strong> ${escapeHtml(at)} (UK time)${actorName ? `<br>Sent for them by ${escapeHtml(actorName)} in a support session.` : ''}</p>` +
      `<p style="white-space: pre-wrap">${escapeHtml(comments)}</p>` +
      `<p>Reply to this email to answer ${escapeHtml(person.firstName)}.</p>`,
  };
}
