import type { ComponentType } from 'react';
import type { Role } from './api/types';
import type { LocalizedText } from './i18n/texts';

/**
 * One page a remote owns. Each remote exposes exactly one module, `./routes`, whose `routes` export
 * lists its pages; the shell reads every remote's list at run time and builds its router from them,
 * so a new page ships by deploying its remote alone.
 */
export interface RemoteRoute {
  /** React Router syntax, e.g. `/bookingdetail/:id`. */
  path: string;
  /** The page component, downloaded only when the route is opened and its guard passes. */
  load: () => Promise<{ default: ComponentType }>;
  /** Roles allowed to open the page (case-insensitive). Omit for public pages. */
  allowedRoles?: readonly Role[];
  /** Document title for the page in English and Hindi; the shell appends the company name. */
  title?: string | LocalizedText;
  /**
   * API reads the page makes as it opens (e.g. `['/api/offers']`). The server asks the browser to
   * start them with the HTML (`<link rel="preload" as="fetch">`), in parallel with the code; only
   * literal strings count (the build reads them from routes.tsx).
   */
  preload?: readonly string[];
}

export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}
