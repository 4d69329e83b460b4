import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';

export interface SessionSeed {
  token?: string;
  role?: string;
  customerData?: { name: string; email: string; phone: string };
}

export function seedSession({ token, role, customerData }: SessionSeed): void {
  if (token) localStorage.setItem('token', token);
  if (role) localStorage.setItem('role', role);
  if (customerData) localStorage.setItem('customerData', JSON.stringify(customerData));
}

/** Renders the current location so tests can assert where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderPageOptions {
  /** The route pattern the element is mounted at, e.g. '/bookingdetail/:id'. */
  path?: string;
  /** The URL to open; defaults to `path`. */
  url?: string;
  /** Navigation state of the first entry. */
  state?: unknown;
  session?: SessionSeed;
  /** Other routes to mount (element per path), e.g. a fake next page. */
  extraRoutes?: Record<string, ReactElement>;
}

/**
 * Renders a page inside AuthProvider and a MemoryRouter, with stand-ins for /login, /unauthorized
 * and any other path, each showing a heading with its name, plus a location probe.
 */
export function renderPage(element: ReactElement, options: RenderPageOptions = {}) {
  const { path = '/', url = path, state, session, extraRoutes = {} } = options;
  if (session) seedSession(session);
  const utils = render(
    <AuthProvider>
      <MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(extraRoutes).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
          {!(path === '/login' || '/login' in extraRoutes) && <Route path="/login" element={<h1>Login page</h1>} />}
          {!('/unauthorized' in extraRoutes) && <Route path="/unauthorized" element={<h1>Unauthorized page</h1>} />}
          <Route path="*" element={<h1>Other page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
  const probe = () => screen.getByTestId('location');
  return {
    ...utils,
    /** Current pathname + search. */
    location: () => probe().textContent ?? '',
    /** 'PUSH', 'REPLACE' or 'POP' for the last navigation. */
    navigationType: () => probe().getAttribute('data-navigation'),
    /** Navigation state of the current entry. */
    locationState: () => JSON.parse(probe().getAttribute('data-state') ?? 'null') as unknown,
  };
}

/**
 * renderPage for trees that suspend (React's use(), lazy): React 19 only finishes a suspended
 * render inside an awaited act().
 */
export async function renderPageAsync(element: ReactElement, options: RenderPageOptions = {}) {
  let view: ReturnType<typeof renderPage> | undefined;
  await act(async () => {
    view = renderPage(element, options);
  });
  return view as ReturnType<typeof renderPage>;
}
