import { AuthProvider } from '@jbp/shared';
import { LocationProbe, seedSession, type SessionSeed } from '@jbp/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Navbar } from './Navbar';

function renderNavbar({ url = '/', session }: { url?: string; session?: SessionSeed } = {}) {
  if (session) seedSession(session);
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[url]}>
        <Navbar />
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const BLUE = /(^|\s)text-blue-600(\s|$)/;

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe(Navbar.name, () => {
  it('shows Book a cab on the bar itself, outside the phone menu, to everyone but agents', () => {
    renderNavbar();
    const book = screen.getByRole('link', { name: 'Book a cab' });
    expect(book).toHaveAttribute('href', '/oneway');
    expect(nav()).not.toContainElement(book);
  });

  it.each([
    ['customer', true],
    ['admin', true],
    ['agent', false],
  ])('signed in as %s, Book a cab is shown: %s', (role, shown) => {
    renderNavbar({ session: { token: 't', role } });
    expect(Boolean(screen.queryByRole('link', { name: 'Book a cab' }))).toBe(shown);
  });

  it('shows the logo, the main links, Our Services, Login and Register when signed out', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Jabalpur Cabs home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Limited-Time Offer' })).toHaveAttribute('href', '/todayoffer');
    expect(within(nav()).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(within(nav()).getByRole('button', { name: 'Our Services' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav()).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each([
    ['admin', '/adminprofile'],
    ['Agent', '/agentprofile'],
    ['CUSTOMER', '/customerprofile'],
    ['driver', '/login'],
  ])('signed in as %s, Profile goes to %s', (role, href) => {
    renderNavbar({ session: { token: 't', role } });
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', href);
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('signed in without a role, Profile goes to /login', () => {
    renderNavbar({ session: { token: 't' } });
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/login');
  });

  it('Logout clears the session and goes to /login', async () => {
    const view = renderNavbar({ url: '/customerprofile', session: { token: 't', role: 'customer' } });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(view.location()).toBe('/login');
    expect(within(nav()).getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('turns the active link blue', () => {
    renderNavbar({ url: '/todayoffer' });
    expect(within(nav()).getByRole('link', { name: 'Limited-Time Offer' }).className).toMatch(BLUE);
    expect(within(nav()).getByRole('link', { name: 'Home' }).className).not.toMatch(BLUE);
  });

  it('toggles the menu with the menu/close button', async () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav().className).toMatch(/(^|\s)hidden(\s|$)/);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav().className).toMatch(/(^|\s)flex(\s|$)/);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('opens Our Services on tap and lists the three service pages', async () => {
    renderNavbar();
    const button = within(nav()).getByRole('button', { name: 'Our Services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Railway Ticket' })).toHaveAttribute('href', '/railwayticket');
    expect(screen.getByRole('link', { name: 'Flight Ticket' })).toHaveAttribute('href', '/flightticket');
    expect(screen.getByRole('link', { name: 'Maihar Ropeway Ticket' })).toHaveAttribute('href', '/maiharropeway');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('gains the blurred translucent background and shadow after 10 px of scroll', () => {
    renderNavbar();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 10 });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 11 });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('backdrop-blur-md');
    expect(header.className).toContain('shadow-md');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('keeps the open phone menu opaque after scrolling, so the page does not show through its links', async () => {
    renderNavbar();
    const header = screen.getByRole('banner');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 50 });
    fireEvent.scroll(window);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(header.className).not.toContain('backdrop-blur-md');
    expect(header.classList.contains('bg-white')).toBe(true);
    expect(header.className).toContain('shadow-md');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(header.className).toContain('backdrop-blur-md');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('switches the site to Hindi and back with one tap, remembering the choice', async () => {
    renderNavbar();
    const menu = nav();
    const toHindi = screen.getByRole('button', { name: 'हिन्दी' });
    // On the bar itself, not inside the menu that folds away on phones.
    expect(menu).not.toContainElement(toHindi);
    expect(toHindi).toHaveAttribute('lang', 'hi-IN');
    await userEvent.click(toHindi);
    expect(within(menu).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('button', { name: 'हमारी सेवाएँ' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBe(menu);
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });
});
