import { LanguageSwitch, Logo, branding, buttonClass, profilePath, useAuth, useTexts } from '@jbp/shared';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { shellTexts } from '@/shell.i18n';
import { CONTACT_LINK, MAIN_LINKS, type NavItem } from './navLinks';
import { ServicesMenu } from './ServicesMenu';
import { useScrolled } from './useScrolled';

function BarLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const t = useTexts(shellTexts);
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'text-blue-600' : 'text-slate-700 hover:text-blue-600'}`
      }
    >
      {t(item.label)}
    </NavLink>
  );
}

/**
 * Sticky navigation bar (spec section 2): blurred translucent background and a shadow after 10 px
 * of scroll, a menu/close toggle under 768 px, Login and Register when signed out, Profile and
 * Logout when in. "Book a cab" and the language switch are always on the bar, at every width
 * (beside the menu button on phones); agents, who cannot book, do not get "Book a cab".
 */
export function Navbar() {
  const { isLoggedIn, role, logout } = useAuth();
  const t = useTexts(shellTexts);
  const navigate = useNavigate();
  const scrolled = useScrolled(10);
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  // Leave the page first, then sign out: signing out on a guarded page would make its guard send
  // the person to log in *back to that page*, and a plain Logout lands on a plain login.
  const { pathname } = useLocation();
  const loggingOut = useRef(false);
  useEffect(() => {
    if (loggingOut.current && pathname === '/login') {
      loggingOut.current = false;
      logout();
    }
  }, [pathname, logout]);
  const onLogout = () => {
    close();
    if (pathname === '/login') return logout();
    loggingOut.current = true;
    navigate('/login');
  };

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 print:hidden ${
        // The open phone menu is opaque: page text behind translucent links was hard to read.
        scrolled ? `border-slate-200/70 shadow-md ${menuOpen ? 'bg-white' : 'bg-white/75 backdrop-blur-md'}` : 'border-transparent bg-white'
      }`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/" onClick={close} className="rounded-lg" aria-label={t('homeLink', { company: branding.companyName })}>
          <Logo />
        </Link>
        <div className="flex items-center gap-1.5 sm:gap-2 md:order-last md:ml-3">
          {role !== 'agent' && (
            <Link to="/oneway" onClick={close} className={`${buttonClass('accent', 'sm')} whitespace-nowrap`}>
              {t('bookCab')}
            </Link>
          )}
          <LanguageSwitch />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
        <nav
          id="main-menu"
          aria-label={t('mainNav')}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-1 pb-2 pt-3 md:ml-auto md:flex md:w-auto md:flex-row md:items-center md:pb-0 md:pt-0`}
        >
          {MAIN_LINKS.map((item) => (
            <BarLink key={item.to} item={item} onNavigate={close} />
          ))}
          <ServicesMenu onNavigate={close} />
          <BarLink item={CONTACT_LINK} onNavigate={close} />
          <div className="mt-2 flex gap-2 border-t border-slate-100 pt-3 md:ml-3 md:mt-0 md:border-0 md:pt-0">
            {isLoggedIn ? (
              <>
                <Link to={profilePath(role)} onClick={close} className={buttonClass('primary', 'sm')}>
                  {t('profile')}
                </Link>
                <button type="button" onClick={onLogout} className={buttonClass('secondary', 'sm')}>
                  {t('logout')}
                </button>
              </>
            ) : (
              <>
                <Link to="/login" onClick={close} className={buttonClass('secondary', 'sm')}>
                  {t('login')}
                </Link>
                <Link to="/register" onClick={close} className={buttonClass('primary', 'sm')}>
                  {t('register')}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
