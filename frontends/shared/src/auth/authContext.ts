import { createContext } from 'react';
import type { LoginResponse, Role } from '../api/types';
import type { CustomerData } from './storage';

export interface AuthContextValue {
  token: string | null;
  /** Lowercased role, or null. */
  role: Role | null;
  customerData: CustomerData | null;
  isLoggedIn: boolean;
  /** Stores the session of a successful login. */
  login: (answer: LoginResponse) => void;
  /** Removes the session; callers then navigate to /login. */
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
