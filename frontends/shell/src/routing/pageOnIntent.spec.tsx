import type { RemoteRoute } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from './pageModules';
import { HOVER_MS, pageBehindLink, usePageCodeOnIntent } from './pageOnIntent';

const ORIGIN = 'http://localhost:3000';
const CUSTOMER_PAGES = ['admin', 'customer'] as const;

/** A route whose `load` is a spy, so a test sees whether (and how often) its code was fetched. */
function route(path: string, extra: Partial<RemoteRoute> = {}): RemoteRoute & { load: ReturnType<typeof vi.fn> } {
  const load = vi.fn(async () => ({ default: () => <h1>{path}</h1> }));
  return { path, ...extra, load };
}

describe(pageBehindLink.name, () => {
  const home = route('/');
  const login = route('/login');
  const packages = route('/packages');
  const onePackage = route('/packages/:id');
  const newPackage = route('/packages/new');
  const oneway = route('/oneway', { allowedRoles: [...CUSTOMER_PAGES] });
  const routes = [home, login, onePackage, packages, newPackage, oneway];
  const visitor = { token: null, role: null };

  it.each([
    ['a page anyone may open', '/packages', visitor, packages],
    ['the query and the fragment left out', '/packages?type=tour#list', visitor, packages],
    ['a full address on this site', `${ORIGIN}/packages`, visitor, packages],
    ['a path with a parameter', '/packages/7', visitor, onePackage],
    ['a fixed path before a parameter', '/packages/new', visitor, newPackage],
    ['a guarded page, to a visitor: the login page', '/oneway', visitor, login],
    ['a guarded page, to a role it admits (any case)', '/oneway', { token: 't', role: 'Customer' }, oneway],
    ['a guarded page, to a role it does not admit: nothing', '/oneway', { token: 't', role: 'agent' }, undefined],
    ['a path no table lists: nothing', '/addoffer', visitor, undefined],
    ['another site: nothing', 'https://example.in/packages', visitor, undefined],
    ['not a web address: nothing', 'http://[bad', visitor, undefined],
  ])('%s', (_, href, viewer, expected) => {
    expect(pageBehindLink(href, routes, viewer, ORIGIN)).toBe(expected);
  });

  it('gives nothing for a guarded page when no table lists the login page', () => {
    expect(pageBehindLink('/oneway', [home, oneway], visitor, ORIGIN)).toBeUndefined();
  });
});

function Links({ routes }: { routes: readonly RemoteRoute[] | undefined }) {
  usePageCodeOnIntent(routes);
  return (
    <nav>
      <a href="/packages">
        <span>Packages</span>
      </a>
      <a href="/contactus">Contact</a>
      <a href="/packages" target="_blank">
        Packages in a new tab
      </a>
      <a href="/packages" download>
        Packages as a file
      </a>
      <button type="button">Not a link</button>
    </nav>
  );
}

/** Starts with no routes; the button brings `later`, as the other remotes' tables arrive. */
function GrowingTables({ later }: { later: readonly RemoteRoute[] }) {
  const [routes, setRoutes] = useState<readonly RemoteRoute[]>([]);
  return (
    <>
      <Links routes={routes} />
      <button type="button" onClick={() => setRoutes(later)}>
        Other tables arrive
      </button>
    </>
  );
}

const mouse = { pointerType: 'mouse' } as const;

describe(usePageCodeOnIntent.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it(`fetches a page's code when the mouse rests on its link for ${HOVER_MS} ms, once`, () => {
    const packages = route('/packages');
    renderPage(<Links routes={[packages]} />);
    const link = screen.getByText('Packages');
    fireEvent.pointerOver(link, mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS - 1));
    expect(packages.load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(packages.load).toHaveBeenCalledTimes(1);
    fireEvent.pointerOver(link, mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(packages.load).toHaveBeenCalledTimes(1);
  });

  it('keeps counting a hover while the other tables arrive', () => {
    const packages = route('/packages');
    renderPage(<GrowingTables later={[packages]} />);
    fireEvent.pointerOver(screen.getByText('Packages'), mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS / 2));
    fireEvent.click(screen.getByRole('button', { name: 'Other tables arrive' }));
    act(() => vi.advanceTimersByTime(HOVER_MS / 2));
    expect(packages.load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the mouse only passes over the link', () => {
    const packages = route('/packages');
    renderPage(<Links routes={[packages]} />);
    fireEvent.pointerOver(screen.getByText('Packages'), mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS / 2));
    fireEvent.pointerOut(screen.getByText('Packages'), mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS * 10));
    expect(packages.load).not.toHaveBeenCalled();
  });

  it('fetches at once when a finger touches the link, and not on a touch passing over', () => {
    const packages = route('/packages');
    const contact = route('/contactus');
    renderPage(<Links routes={[packages, contact]} />);
    fireEvent.pointerOver(screen.getByText('Contact'), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(contact.load).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Packages'), { pointerType: 'touch' });
    expect(packages.load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a link opening elsewhere, a download, or what is not a link', () => {
    const packages = route('/packages');
    renderPage(<Links routes={[packages]} />);
    fireEvent.pointerDown(screen.getByText('Packages in a new tab'), mouse);
    fireEvent.pointerDown(screen.getByText('Packages as a file'), mouse);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Not a link' }), mouse);
    expect(packages.load).not.toHaveBeenCalled();
  });

  it("fetches the login page's code for a visitor pressing a guarded page's link", () => {
    const login = route('/login');
    const packages = route('/packages', { allowedRoles: [...CUSTOMER_PAGES] });
    renderPage(<Links routes={[login, packages]} />);
    fireEvent.pointerDown(screen.getByText('Packages'), mouse);
    expect(packages.load).not.toHaveBeenCalled();
    expect(login.load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing while the browser is asked to save data, or before the tables are here', () => {
    const packages = route('/packages');
    const view = renderPage(<Links routes={undefined} />);
    fireEvent.pointerDown(screen.getByText('Packages'), mouse);
    view.unmount();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    renderPage(<Links routes={[packages]} />);
    fireEvent.pointerDown(screen.getByText('Packages'), mouse);
    expect(packages.load).not.toHaveBeenCalled();
  });

  it('forgets a failed fetch, so following the link asks again', async () => {
    const packages = route('/packages');
    packages.load.mockRejectedValueOnce(new Error('offline'));
    renderPage(<Links routes={[packages]} />);
    fireEvent.pointerDown(screen.getByText('Packages'), mouse);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(packages.load).toHaveBeenCalledTimes(1);
    await expect(loadPage(packages)).resolves.toHaveProperty('default');
    expect(packages.load).toHaveBeenCalledTimes(2);
  });

  it('stops listening when the shell goes', () => {
    const packages = route('/packages');
    const view = renderPage(<Links routes={[packages]} />);
    const link = screen.getByText('Packages');
    view.unmount();
    document.body.append(link);
    fireEvent.pointerDown(link, mouse);
    expect(packages.load).not.toHaveBeenCalled();
    link.remove();
  });
});
