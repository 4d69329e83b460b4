import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeIntent } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { RequireRole } from './RequireRole';

const page = (allowed?: string[]) => (
  <RequireRole allowedRoles={allowed}>
    <h1>Secret page</h1>
  </RequireRole>
);

describe(RequireRole.name, () => {
  it('sends a visitor without a token to /login, replacing the history entry and naming the page to return to', () => {
    const view = renderPage(page(['customer']), { path: '/customerprofile' });
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    expect(view.location()).toBe('/login?returnTo=%2Fcustomerprofile');
    expect(view.navigationType()).toBe('REPLACE');
  });

  it('keeps the offer the visitor chose for after the login', () => {
    const chosen = { offer: { from: 'Bhopal', to: 'Jabalpur', vehicle: 'Dzire', offerId: 7 }, flow: 'offer' };
    renderPage(page(['customer']), { path: '/offerconvehical', state: chosen });
    expect(takeIntent('?returnTo=%2Fofferconvehical')).toEqual({ path: '/offerconvehical', state: chosen });
  });

  it('sends a signed-in user whose role is not allowed to /unauthorized, replacing history', () => {
    const view = renderPage(page(['admin']), { path: '/adminprofile', session: { token: 't', role: 'customer' } });
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    expect(view.location()).toBe('/unauthorized');
    expect(view.navigationType()).toBe('REPLACE');
  });

  it('matches roles case-insensitively (stored "Customer", allowed "customer")', () => {
    renderPage(page(['admin', 'customer']), { path: '/oneway', session: { token: 't', role: 'Customer' } });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('matches an upper-case allowed list against the lowercased stored role', () => {
    renderPage(page(['ADMIN']), { path: '/adminprofile', session: { token: 't', role: 'admin' } });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('treats an unknown stored role as not allowed', () => {
    const view = renderPage(page(['admin', 'agent', 'customer']), { path: '/x', session: { token: 't', role: 'superuser' } });
    expect(view.location()).toBe('/unauthorized');
  });

  it('lets any signed-in user through when no roles are listed', () => {
    renderPage(page(), { path: '/x', session: { token: 't', role: 'agent' } });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });
});
