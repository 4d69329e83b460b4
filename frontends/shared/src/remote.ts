import type { ReactNode } from 'react';
import type { Role } from './types';

/**
 * The contract between the shell and a remote. Each remote exposes exactly one module, `./routes`,
 * whose `routes` export lists the pages it owns. The shell mounts each `path` (React Router syntax,
 * e.g. `/bookingdetail/:id`) and, when `allowedRoles` is set, wraps the element in the route guard.
 */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
  /** Roles allowed to open the page (case-insensitive). Omit for public pages. */
  allowedRoles?: readonly Role[];
  /** Document title for the page; the shell appends the company name. */
  title?: string;
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** Names used in remotes.json and in `loadRemote('<name>/routes')`. */
export type RemoteName = 'public' | 'agent' | 'admin';
