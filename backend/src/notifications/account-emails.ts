import { formatDocDate } from '../common/i18n/document-texts.js';
import type { Language } from '../common/i18n/translate.js';
import { todayInIst, timeInIst } from '../common/time/ist.js';
import type { EmailChangeRequestedEvent, ResetLinkRecipient } from '../users/account-events.js';
import type { OperatorContact } from './booking-confirmation.email.js';
import { composeEmail } from './email-layout.js';
import type { MailMessage } from './mailer.js';

// The e-mails about a person's account. Each says what to do, how long the link works, and what
// to do if they did not ask for it; in the person's language (see email-layout.ts).

/** '2026-11-25T10:30:00.000Z' → '25 Nov 2026, 16:00 IST'. */
function istTime(iso: string, lang: Language): string {
  const at = new Date(iso);
  return `${formatDocDate(todayInIst(at), lang)}, ${timeInIst(at)} IST`;
}

/** 'meera.patel@example.in' → 'm…l@example.in': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  const shown = local.length <= 2 ? `${local[0]}…` : `${local[0]}…${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

/** The link asked for with "Forgot password?". */
export function passwordResetEmail(recipient: ResetLinkRecipient, operator: OperatorContact, language: Language = 'en'): MailMessage {
  return composeEmail(recipient.email, language, {
    en: {
      subject: `${operator.name}: set a new password`,
      greeting: `Dear ${recipient.fullName},`,
      paragraphs: [`To set a new password for your ${operator.name} account, open this link:`],
      link: { url: recipient.url, label: 'Set a new password' },
      closing: [
        `It works once, until ${istTime(recipient.expiresAt, 'en')} (30 minutes). Setting a new password logs you out everywhere else.`,
        `If you did not ask for this, ignore this e-mail: your password stays as it is. Questions? Call ${operator.phone}.`,
        operator.name,
      ],
    },
    hi: {
      subject: `${operator.name}: नया पासवर्ड सेट करें`,
      greeting: `प्रिय ${recipient.fullName},`,
      paragraphs: [`अपने ${operator.name} खाते का नया पासवर्ड सेट करने के लिए यह लिंक खोलें:`],
      link: { url: recipient.url, label: 'नया पासवर्ड सेट करें' },
      closing: [
        `यह लिंक केवल एक बार, ${istTime(recipient.expiresAt, 'hi')} तक (30 मिनट) काम करेगा। नया पासवर्ड सेट करने पर आप बाकी हर जगह से लॉग आउट हो जाएँगे।`,
        `यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वही रहेगा। कोई सवाल? ${operator.phone} पर कॉल करें।`,
        operator.name,
      ],
    },
  });
}

/** To the new address: the link that makes it the account's e-mail. */
export function emailChangeConfirmation(
  event: EmailChangeRequestedEvent,
  operator: OperatorContact,
  language: Language = 'en',
): MailMessage {
  return composeEmail(event.newEmail, language, {
    en: {
      subject: `${operator.name}: confirm your new e-mail address`,
      greeting: `Dear ${event.fullName},`,
      paragraphs: [`To make ${event.newEmail} the e-mail address of your ${operator.name} account, open this link:`],
      link: { url: event.url, label: 'Confirm my new e-mail address' },
      closing: [
        `It works once, until ${istTime(event.expiresAt, 'en')}. Until then your account keeps its old address.`,
        `If you did not ask for this, ignore this e-mail. Questions? Call ${operator.phone}.`,
        operator.name,
      ],
    },
    hi: {
      subject: `${operator.name}: अपना नया ई-मेल पता पुष्टि करें`,
      greeting: `प्रिय ${event.fullName},`,
      paragraphs: [`${event.newEmail} को अपने ${operator.name} खाते का ई-मेल पता बनाने के लिए यह लिंक खोलें:`],
      link: { url: event.url, label: 'मेरा नया ई-मेल पता पुष्टि करें' },
      closing: [
        `यह लिंक केवल एक बार, ${istTime(event.expiresAt, 'hi')} तक काम करेगा। तब तक आपके खाते का पुराना पता ही रहेगा।`,
        `यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें। कोई सवाल? ${operator.phone} पर कॉल करें।`,
        operator.name,
      ],
    },
  });
}

/** To the old address: a notice, no link, so a stolen session cannot quietly take the account. */
export function emailChangeNotice(event: EmailChangeRequestedEvent, operator: OperatorContact, language: Language = 'en'): MailMessage {
  return composeEmail(event.oldEmail, language, {
    en: {
      subject: `${operator.name}: your e-mail address is being changed`,
      greeting: `Dear ${event.fullName},`,
      paragraphs: [
        `Someone signed in to your ${operator.name} account asked to change its e-mail address to ${maskEmail(event.newEmail)}.`,
        'It changes only once the link sent to the new address is opened.',
      ],
      closing: [
        `If this was not you, call us at once on ${operator.phone} or write to ${operator.email}, and change your password.`,
        operator.name,
      ],
    },
    hi: {
      subject: `${operator.name}: आपका ई-मेल पता बदला जा रहा है`,
      greeting: `प्रिय ${event.fullName},`,
      paragraphs: [
        `आपके ${operator.name} खाते में साइन इन किसी व्यक्ति ने इसका ई-मेल पता ${maskEmail(event.newEmail)} करने का अनुरोध किया है।`,
        'नए पते पर भेजा गया लिंक खोलने पर ही यह बदलेगा।',
      ],
      closing: [
        `यदि यह आपने नहीं किया है, तो तुरंत हमें ${operator.phone} पर कॉल करें या ${operator.email} पर लिखें, और अपना पासवर्ड बदलें।`,
        operator.name,
      ],
    },
  });
}
