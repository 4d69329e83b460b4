import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';

/** A cache of its own for one test: no retries (a failure shows at once), nothing kept after it. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

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
  /** The query cache to render with (e.g. pre-filled); a fresh one by default. */
  queryClient?: QueryClient;
}

/** The providers the shell gives every page: a query cache and the auth state. */
function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders a page inside a fresh query cache, AuthProvider and a MemoryRouter, with stand-ins for
 * /login, /unauthorized and any other path, each showing a heading with its name, plus a location
 * probe. API answers come from msw handlers the test adds (`server.use(http.get(...))`).
 */
export function renderPage(element: ReactElement, options: RenderPageOptions = {}) {
  const { path = '/', url = path, state, session, extraRoutes = {}, queryClient = createTestQueryClient() } = options;
  if (session) seedSession(session);
  const utils = render(
    <Providers queryClient={queryClient}>
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
    </Providers>,
  );
  const probe = () => screen.getByTestId('location');
  return {
    ...utils,
    queryClient,
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

/** Renders a component (not a page) with the same providers and a router at `url`. */
export function renderWithProviders(ui: ReactElement, options: Pick<RenderPageOptions, 'url' | 'session' | 'queryClient'> = {}) {
  const { url = '/', session, queryClient = createTestQueryClient() } = options;
  if (session) seedSession(session);
  const utils = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...utils, queryClient };
}
