import type { RemoteRoute } from '@jbp/shared';
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageFallback } from './PageFallback';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RequireRole } from './RequireRole';
import { useDocumentTitle } from './useDocumentTitle';

// One lazy component per page, so React keeps its downloaded code across renders.
const pages = new Map<RemoteRoute['load'], LazyExoticComponent<ComponentType>>();

function pageOf(route: RemoteRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route.load);
  if (!page) {
    page = lazy(route.load);
    pages.set(route.load, page);
  }
  return page;
}

function TitledPage({ route }: { route: RemoteRoute }) {
  useDocumentTitle(route.title);
  // Held in state: the page component must not change identity between renders.
  const [Page] = useState(() => pageOf(route));
  return <Page />;
}

/**
 * One page of a remote. The guard runs first, so the page's code is downloaded only for someone
 * who may see it; a page that fails to download or render shows the friendly message with Retry.
 */
export function RemotePage({ route }: { route: RemoteRoute }) {
  // Bumped by Retry so the boundary's children mount afresh.
  const [attempt, setAttempt] = useState(0);
  const page = (
    <RemoteErrorBoundary
      key={`${route.path}#${attempt}`}
      onRetry={() => {
        // React.lazy keeps a failed download: forget it so Retry asks again.
        pages.delete(route.load);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageFallback />}>
        <TitledPage route={route} />
      </Suspense>
    </RemoteErrorBoundary>
  );
  return route.allowedRoles ? <RequireRole allowedRoles={route.allowedRoles}>{page}</RequireRole> : page;
}
