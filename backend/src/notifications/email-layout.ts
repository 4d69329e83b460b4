import type { Language } from '../common/i18n/translate.js';
import type { MailMessage } from './mailer.js';

/** One language's version of an e-mail: a subject, paragraphs, an optional table and link. */
export interface EmailVersion {
  subject: string;
  greeting: string;
  paragraphs: string[];
  rows?: [string, string][];
  link?: { url: string; label: string };
  /** Paragraphs after the table and link (whom to call, the sign-off). */
  closing: string[];
}

/**
 * One e-mail in the recipient's language (docs/architecture.md, "E-mails and PDFs in English and
 * Hindi"): English readers get English; Hindi readers get Hindi first, then the same in English
 * below a rule, since addresses, names and the tax terms of an invoice are often read in English too.
 */
export function composeEmail(
  to: string,
  language: Language,
  versions: Record<Language, EmailVersion>,
  extra: Pick<MailMessage, 'messageId' | 'attachments'> = {},
): MailMessage {
  const order: EmailVersion[] = language === 'hi' ? [versions.hi, versions.en] : [versions.en];
  const text = order.map(textOf).join('\n\n________________________________________\n\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Arial, 'Noto Sans Devanagari', sans-serif; color: #1f2937">
${order.map((v, i) => `<div lang="${i === 0 ? language : 'en'}">\n${htmlOf(v)}\n</div>`).join('\n<hr>\n')}
</body></html>
`;
  return { to, subject: order[0].subject, text: `${text}\n`, html, ...extra };
}

function textOf(v: EmailVersion): string {
  return [
    v.greeting,
    '',
    ...v.paragraphs.flatMap((p) => [p, '']),
    ...(v.rows?.length ? [...v.rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(v.link ? [v.link.url, ''] : []),
    ...v.closing.flatMap((p) => [p, '']),
  ]
    .join('\n')
    .trim();
}

function htmlOf(v: EmailVersion): string {
  return [
    `<p>${escapeHtml(v.greeting)}</p>`,
    ...v.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(v.rows?.length
      ? [
          `<table cellpadding="6" style="border-collapse: collapse">\n${v.rows
            .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
            .join('\n')}\n</table>`,
        ]
      : []),
    ...(v.link ? [`<p><a href="${escapeHtml(v.link.url)}">${escapeHtml(v.link.label)}</a></p>`] : []),
    ...v.closing.map((p) => `<p>${linkContacts(escapeHtml(p))}</p>`),
  ].join('\n');
}

/** Phone numbers after "on"/"पर" become tel: links (spaces removed), e-mail addresses mailto: links. */
function linkContacts(html: string): string {
  return html
    .replace(/(\+91[\d ]{10,14}\d)/g, (phone) => `<a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>`)
    .replace(/([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g, (email) => `<a href="mailto:${email}">${email}</a>`);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
