import type { ReactNode } from 'react';
import { useAuth } from '@jbp/shared';
import { Navigate } from 'react-router-dom';

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

/**
 * The route guard (spec section 2): no token → /login, a role outside `allowedRoles` →
 * /unauthorized, both replacing the history entry.
 */
export function RequireRole({ allowedRoles, children }: RequireRoleProps) {
  const { token, role } = useAuth();
  if (!token) return <Navigate to="/login" replace />;
  if (allowedRoles && !isRoleAllowed(role, allowedRoles)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
