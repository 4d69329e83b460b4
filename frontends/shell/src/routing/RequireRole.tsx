import type { ReactNode } from 'react';
import { rememberIntent, useAuth } from '@jbp/shared';
import { Navigate, useLocation } from 'react-router-dom';

export interface RequireRoleProps {
  /** Omit to require only a signed-in user. */
  allowedRoles?: readonly string[];
  children: ReactNode;
}

/** Case-insensitive: the stored role is lowercased and compared with the lowercased list. */
export function isRoleAllowed(role: string | null | undefined, allowed: readonly string[]): boolean {
  const r = (role ?? '').trim().toLowerCase();
  return r !== '' && allowed.some((a) => a.toLowerCase() === r);
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
  const { token, role } = useAuth();
  if (!token) return <ToLogin />;
  if (allowedRoles && !isRoleAllowed(role, allowedRoles)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
