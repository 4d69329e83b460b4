import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isRoleAllowed } from './roles';
import { useAuth } from './useAuth';

export interface RequireRoleProps {
  /** Omit to require only a signed-in user. */
  allowedRoles?: readonly string[];
  children: ReactNode;
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
