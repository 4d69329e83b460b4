import type { EmailChangeRequestedEvent, ResetLinkRecipient } from '../users/account-events.js';
import type { OperatorContact } from './booking-confirmation.email.js';
import type { MailMessage } from './mailer.js';

// The e-mails about a person's account. Each says what to do, how long the link works, and what
// to do if they did not ask for it. Texts in English and Hindi, like every customer-facing text.

/** '2026-11-25T10:30:00.000Z' → '25/11/2026 16:00 IST'. */
function istTime(iso: string): string {
  const at = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11, 16)} IST`;
}

/** 'meera.patel@example.in' → 'm…l@example.in': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  const shown = local.length <= 2 ? `${local[0]}…` : `${local[0]}…${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

function message(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...paragraphs.slice(0, 1), ...(link ? ['', link.url] : []), '', ...paragraphs.slice(1).flatMap((p) => [p, ''])]
    .join('\n')
    .trim();
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2937">
<p>${escapeHtml(paragraphs[0])}</p>
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ''}
${paragraphs
  .slice(1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
</body></html>
`;
  return { to, subject, text: `${text}\n`, html };
}

/** The link asked for with "Forgot password?". */
export function passwordResetEmail(recipient: ResetLinkRecipient, operator: OperatorContact): MailMessage {
  return message(
    recipient.email,
    `${operator.name}: set a new password / नया पासवर्ड सेट करें`,
    [
      `Dear ${recipient.fullName}, to set a new password for your ${operator.name} account, open this link:`,
      `It works once, until ${istTime(recipient.expiresAt)} (30 minutes). Setting a new password logs you out everywhere else.`,
      `If you did not ask for this, ignore this e-mail: your password stays as it is. Questions? Call ${operator.phone}.`,
      `नया पासवर्ड सेट करने के लिए ऊपर दिया गया लिंक खोलें। यह लिंक केवल एक बार, 30 मिनट तक काम करेगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें।`,
      operator.name,
    ],
    { url: recipient.url, label: 'Set a new password / नया पासवर्ड सेट करें' },
  );
}

/** To the new address: the link that makes it the account's e-mail. */
export function emailChangeConfirmation(event: EmailChangeRequestedEvent, operator: OperatorContact): MailMessage {
  return message(
    event.newEmail,
    `${operator.name}: confirm your new e-mail address / नया ई-मेल पता पुष्टि करें`,
    [
      `Dear ${event.fullName}, to make ${event.newEmail} the e-mail address of your ${operator.name} account, open this link:`,
      `It works once, until ${istTime(event.expiresAt)}. Until then your account keeps its old address.`,
      `If you did not ask for this, ignore this e-mail. Questions? Call ${operator.phone}.`,
      `अपने खाते का नया ई-मेल पता पुष्टि करने के लिए ऊपर दिया गया लिंक खोलें। यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें।`,
      operator.name,
    ],
    { url: event.url, label: 'Confirm my new e-mail address / ई-मेल पता पुष्टि करें' },
  );
}

/** To the old address: a notice, no link, so a stolen session cannot quietly take the account. */
export function emailChangeNotice(event: EmailChangeRequestedEvent, operator: OperatorContact): MailMessage {
  return message(event.oldEmail, `${operator.name}: your e-mail address is being changed / ई-मेल पता बदला जा रहा है`, [
    `Dear ${event.fullName}, someone signed in to your ${operator.name} account asked to change its e-mail address to ${maskEmail(event.newEmail)}.`,
    'It changes only once the link sent to the new address is opened.',
    `If this was not you, call us at once on ${operator.phone} or write to ${operator.email}, and change your password.`,
    `आपके खाते का ई-मेल पता बदलने का अनुरोध किया गया है। यदि यह आपने नहीं किया है, तो तुरंत हमें ${operator.phone} पर कॉल करें।`,
    operator.name,
  ]);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
