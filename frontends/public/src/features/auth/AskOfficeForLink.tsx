import { RichText, branding } from '@jbp/shared';
import { authTexts } from './auth.i18n';

const linkClass = 'font-semibold text-blue-700 hover:underline';

/**
 * How to get a password link: only the office makes them, so the person calls or WhatsApps it.
 * `lead` is the sentence before, e.g. 'Forgot your password?'.
 */
export function AskOfficeForLink({ lead, className = '' }: { lead: string; className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      <RichText
        texts={authTexts}
        k="askOffice"
        values={{ lead, phone: branding.phone }}
        components={{
          whatsapp: <a href={branding.whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass} />,
          phone: <a href={branding.phoneHref} className={`${linkClass} whitespace-nowrap`} />,
        }}
      />
    </p>
  );
}
