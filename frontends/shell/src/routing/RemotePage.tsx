import type { RemoteRoute } from '@jbp/shared';
import { Suspense, use, useState } from 'react';
import { PageFallback } from './PageFallback';
import { forgetPage, loadPage } from './pageModules';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RequireRole } from './RequireRole';
import { useDocumentTitle } from './useDocumentTitle';

function TitledPage({ route }: { route: RemoteRoute }) {
  useDocumentTitle(route.title);
  const { default: Page } = use(loadPage(route));
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
        // A failed download is kept: forget it so Retry asks again.
        forgetPage(route);
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
