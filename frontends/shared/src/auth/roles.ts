import type { Role } from '../api/types';
import { normalizeRole } from './storage';

/** The page the navbar's Profile button opens, and where login lands (spec section 2). */
export function profilePath(role: string | null | undefined): string {
  switch (normalizeRole(role)) {
    case 'admin':
      return '/adminprofile';
    case 'agent':
      return '/agentprofile';
    case 'customer':
      return '/customerprofile';
    default:
      return '/login';
  }
}

export type { Role };
