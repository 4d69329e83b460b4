import { RequireRole, useDocumentTitle, type RemoteName, type RemoteRoute } from '@jbp/shared';
import { Suspense, use, useState } from 'react';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { forgetRemote, loadRemoteRoutes } from '@/remotes/loadRemoteRoutes';
import { PageFallback } from './PageFallback';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { OwnedRoute } from './routeTable';

function TitledElement({ route }: { route: RemoteRoute }) {
  useDocumentTitle(route.title);
  return <>{route.element}</>;
}

function RemoteRouteElement({ remote, path }: { remote: RemoteName; path: string }) {
  const { routes } = use(loadRemoteRoutes(remote));
  const route = routes.find((r) => r.path === path);
  if (!route) return <NotFoundPage />;
  const element = <TitledElement route={route} />;
  return route.allowedRoles ? <RequireRole allowedRoles={route.allowedRoles}>{element}</RequireRole> : element;
}

/**
 * One page of a remote: guarded by the shell's route table first (so a remote is not downloaded
 * for someone who may not see it), then by the remote's own `allowedRoles`.
 */
export function RemotePage({ route }: { route: OwnedRoute }) {
  // Bumped by Retry so the boundary's children mount afresh.
  const [attempt, setAttempt] = useState(0);
  const page = (
    <RemoteErrorBoundary
      key={`${route.path}#${attempt}`}
      onRetry={() => {
        forgetRemote(route.remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageFallback />}>
        <RemoteRouteElement remote={route.remote} path={route.path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
  return route.allowedRoles ? <RequireRole allowedRoles={route.allowedRoles}>{page}</RequireRole> : page;
}
