import { Menu, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
// A widget (see widgets.ts): the core of @jbp/shared comes through the package.
import { cardClass, commonTexts, useTexts } from '@jbp/shared';

export interface SideMenuLink {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Match the path exactly (NavLink's `end`). */
  end?: boolean;
}

export interface PortalLayoutProps {
  /** Accessible name of the side menu, e.g. 'Admin menu'. */
  menuLabel: string;
  /** Shown above the links, e.g. 'Admin desk'. */
  menuTitle?: string;
  links: readonly SideMenuLink[];
  children: ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors ${
    isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900'
  }`;

/**
 * The agent and admin portals' frame, as wide as the header and footer (their edges line up): a side
 * menu beside the page on wide screens; on phones the
 * menu is folded behind a Menu button (the spec's "sidebar that toggles on mobile").
 */
export function PortalLayout({ menuLabel, menuTitle, links, children }: PortalLayoutProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const t = useTexts(commonTexts);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[15rem_minmax(0,1fr)] md:py-8 lg:px-8">
      <aside className="md:sticky md:top-24 md:self-start">
        <button
          type="button"
          className={`${cardClass} flex w-full items-center justify-between px-4 py-3 text-sm font-semibold text-slate-800 md:hidden`}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{menuTitle ?? menuLabel}</span>
          <span className="flex items-center gap-1.5 text-blue-700">
            {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
            {open ? t('hideMenu') : t('menu')}
          </span>
        </button>
        <nav id={navId} aria-label={menuLabel} className={`${cardClass} mt-2 p-3 md:mt-0 md:block ${open ? 'block' : 'hidden'}`}>
          {menuTitle && (
            <p className="hidden px-3 pb-2 pt-1 text-xs font-bold uppercase tracking-widest text-slate-500 md:block">{menuTitle}</p>
          )}
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass} onClick={() => setOpen(false)}>
                  {link.icon}
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
