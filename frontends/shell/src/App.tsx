import { AuthProvider, useAuth, useTexts } from '@jbp/shared';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from '@/layout/Footer';
import { Navbar } from '@/layout/Navbar';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { UnauthorizedPage } from '@/pages/UnauthorizedPage';
import { createQueryClient } from '@/queryClient';
import { FocusHeadingOnNavigate } from '@/routing/FocusHeadingOnNavigate';
import { PageFallback } from '@/routing/PageFallback';
import { usePageCodeOnIntent } from '@/routing/pageOnIntent';
import { RemoteFailed } from '@/routing/RemoteFailed';
import { RemotePage } from '@/routing/RemotePage';
import { useRouteTables } from '@/routing/useRouteTables';
import { shellTexts } from '@/shell.i18n';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Another user's data must not outlive a sign-out (or a 401 that ended the session). */
function ForgetDataOfPastSession() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const [sessionToken, setSessionToken] = useState(token);
  if (token !== sessionToken) {
    setSessionToken(token);
    if (sessionToken) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'shell' });
  }
  return null;
}

/** A path the tables loaded so far do not list: ask for the others at once, and wait for them. */
function AwaitOtherTables({ loadAll }: { loadAll: () => void }) {
  useEffect(loadAll, [loadAll]);
  return <PageFallback />;
}

/** Layout and routes, without the router (tests wrap it in a MemoryRouter). */
export function AppRoutes() {
  const { tables, retry, loadAll } = useRouteTables();
  usePageCodeOnIntent(tables?.routes);
  const t = useTexts(shellTexts);
  // A path no loaded table lists: wait for every table, then 404, unless a remote that might own it failed.
  let unmatched = <PageFallback />;
  if (tables && !tables.complete) unmatched = <AwaitOtherTables loadAll={loadAll} />;
  else if (tables) unmatched = tables.failed.length > 0 ? <RemoteFailed onRetry={retry} /> : <NotFoundPage />;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-blue-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <FocusHeadingOnNavigate />
      <ForgetDataOfPastSession />
      <Navbar />
      <main id="main" className="flex-1">
        <Routes>
          {tables?.routes.map((route) => (
            <Route key={`${route.remote}:${route.path}`} path={route.path} element={<RemotePage route={route} />} />
          ))}
          <Route path="/unauthorized" element={<UnauthorizedPage />} />
          <Route path="*" element={unmatched} />
        </Routes>
      </main>
      <Footer />
    </div>
  );
}

/** Auth state and the page's one query cache (tests may hand in their own); the shell's router goes inside. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

export function App({ client }: { client?: QueryClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
