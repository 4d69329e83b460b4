import { branding, brandingTexts, useTexts } from '@jbp/shared';
import { Mail, Phone } from 'lucide-react';

/** The home page header with the contact phone and e-mail. */
export function ContactStrip() {
  const tb = useTexts(brandingTexts);
  return (
    <div className="bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="hidden sm:block">{tb('supportHours')}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <a href={branding.phoneHref} className="flex items-center gap-1.5 hover:text-white">
            <Phone className="size-4 text-orange-400" />
            {branding.phone}
          </a>
          <a href={`mailto:${branding.email}`} className="flex items-center gap-1.5 hover:text-white">
            <Mail className="size-4 text-orange-400" />
            {branding.email}
          </a>
        </div>
      </div>
    </div>
  );
}
