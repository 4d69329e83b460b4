import type { ReactNode } from 'react';
import { rememberIntent, useAuth } from '@jbp/shared';
import { Navigate, useLocation } from 'react-router-dom';

export interface RequireRoleProps {
  /** Omit to require only a signed-in user. */
  allowedRoles?: readonly string[];
  children: ReactNode;
}

/** Case-insensitive: the stored role is lowercased and compared with the lowercased list. */
function isRoleAllowed(role: string | null | undefined, allowed: readonly string[]): boolean {
  const r = (role ?? '').trim().toLowerCase();
  return r !== '' && allowed.some((a) => a.toLowerCase() === r);
}

export interface Viewer {
  token: string | null | undefined;
  role: string | null | undefined;
}

/** What the guard does with this viewer: lets them in, or sends them to log in or to /unauthorized. */
export function accessFor({ token, role }: Viewer, allowedRoles?: readonly string[]): 'allowed' | 'login' | 'unauthorized' {
  if (!token) return 'login';
  if (allowedRoles && !isRoleAllowed(role, allowedRoles)) return 'unauthorized';
  return 'allowed';
}

/** To /login, keeping the page and what was chosen on the way to it, for after signing in. */
function ToLogin() {
  const { pathname, search, state } = useLocation();
  return <Navigate to={`/login${rememberIntent(`${pathname}${search}`, state)}`} replace />;
}

/**
 * The route guard (spec section 2): no token → /login (which returns here afterwards), a role
 * outside `allowedRoles` → /unauthorized, both replacing the history entry.
 */
export function RequireRole({ allowedRoles, children }: RequireRoleProps) {
  const access = accessFor(useAuth(), allowedRoles);
  if (access === 'login') return <ToLogin />;
  if (access === 'unauthorized') return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
