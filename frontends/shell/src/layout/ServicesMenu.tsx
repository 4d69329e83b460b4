import { useTexts } from '@jbp/shared';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { shellTexts } from '@/shell.i18n';
import { SERVICE_LINKS, WIDE_SCREEN } from './navLinks';
import { useMediaQuery } from './useMediaQuery';

/**
 * The Our Services dropdown: opens on hover on wide screens and on tap on narrow ones (spec
 * section 2). The button also toggles on wide screens so keyboard users can open it.
 */
export function ServicesMenu({ onNavigate }: { onNavigate: () => void }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const t = useTexts(shellTexts);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const active = SERVICE_LINKS.some((l) => l.to === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={wide ? () => setOpen(true) : undefined}
      onMouseLeave={wide ? () => setOpen(false) : undefined}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className={`flex w-full items-center justify-between gap-1 rounded-lg px-3 py-2 text-sm font-medium md:w-auto ${
          active ? 'text-blue-600' : 'text-slate-700 hover:text-blue-600'
        }`}
      >
        {t('ourServices')}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg md:absolute md:left-0 md:top-full md:mt-0"
      >
        {SERVICE_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-blue-50 font-semibold text-blue-600' : 'text-slate-700 hover:bg-slate-50 hover:text-blue-600'}`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
