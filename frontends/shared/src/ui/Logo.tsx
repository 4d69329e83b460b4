import logoUrl from '../assets/logo.svg';
import { branding } from '../branding';

const words = branding.companyName.split(' ');
const lead = words.slice(0, -1).join(' ');
const last = words[words.length - 1];

export function Logo({ className = 'size-9', withName = true }: { className?: string; withName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src={logoUrl} alt={withName ? '' : branding.companyName} className={className} width={64} height={64} />
      {withName && (
        <span className="text-lg font-extrabold tracking-tight text-slate-900">
          {lead}
          <span className="text-orange-700">{lead ? ` ${last}` : last}</span>
        </span>
      )}
    </span>
  );
}
