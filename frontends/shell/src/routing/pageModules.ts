import type { RemoteRoute } from '@jbp/shared';
import type { ComponentType, ReactPromise } from 'react';

export interface PageModule {
  default: ComponentType;
}

// One download per page, so its code is fetched once and kept across renders. Each carries its
// outcome (`status`, `value`, `reason`), the way React's `use` reads a promise that has settled: a
// page whose code is already here is drawn at once, without suspending.
const loads = new Map<RemoteRoute['load'], ReactPromise<PageModule>>();

/** The page's code, downloaded once; a failure is kept until `forgetPage`. */
export function loadPage(route: Pick<RemoteRoute, 'load'>): ReactPromise<PageModule> {
  const known = loads.get(route.load);
  if (known) return known;
  const download = route.load();
  const load: ReactPromise<PageModule> = Object.assign(download, { status: 'pending' as const });
  // Block bodies: returning `load` (a thenable) would make this chain adopt its rejection.
  download.then(
    (value) => {
      Object.assign(load, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(load, { status: 'rejected', reason });
    },
  );
  loads.set(route.load, load);
  return load;
}

/** Forgets a failed download, so the next render asks again (Retry). */
export function forgetPage(route: Pick<RemoteRoute, 'load'>): void {
  loads.delete(route.load);
}
