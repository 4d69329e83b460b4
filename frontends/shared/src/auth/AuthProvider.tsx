import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNAUTHORIZED_EVENT } from '../api/client';
import type { LoginResponse } from '../api/types';
import { AuthContext, type AuthContextValue } from './authContext';
import { STORAGE_KEYS, clearSession, readSession, writeSession } from './storage';

/**
 * Signed-in state, derived on load from browser storage (spec section 4). Shared as a module
 * federation singleton so the shell and every remote read the same context.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);

  const login = useCallback((answer: LoginResponse) => {
    const { token, user } = answer;
    writeSession(token, user.role, { name: user.fullName, email: user.email, phone: user.mobile ?? '' });
    setSession(readSession());
  }, []);

  const logout = useCallback(() => {
    clearSession();
    setSession(readSession());
  }, []);

  useEffect(() => {
    // A 401 on a call that carried our token means the session is over (expired or deactivated).
    const onUnauthorized = () => logout();
    // Keep several tabs in step.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.role) {
        setSession(readSession());
      }
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
      window.removeEventListener('storage', onStorage);
    };
  }, [logout]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...session, isLoggedIn: Boolean(session.token), login, logout }),
    [session, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
