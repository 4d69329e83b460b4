import { branding } from '@jbp/shared';

const linkClass = 'font-semibold text-blue-700 hover:underline';

/**
 * How to get a password link: only the office makes them, so the person calls or WhatsApps it.
 * `lead` is the sentence before, e.g. 'Forgot your password?'.
 */
export function AskOfficeForLink({ lead, className = '' }: { lead: string; className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {lead} Call or{' '}
      <a href={branding.whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
        WhatsApp
      </a>{' '}
      our office at{' '}
      <a href={branding.phoneHref} className={`${linkClass} whitespace-nowrap`}>
        {branding.phone}
      </a>{' '}
      and we will send you a link to set a new one.
    </p>
  );
}
