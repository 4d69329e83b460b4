import { ROLES, type Role } from '../api/types';

// Browser storage keys fixed by the spec (section 3, "Browser storage").
export const STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  customerData: 'customerData',
  passengerDetails: 'passengerDetails',
} as const;

export interface CustomerData {
  name: string;
  email: string;
  phone: string;
}

export interface StoredSession {
  token: string | null;
  /** Lowercased; null when missing or not one of the known roles. */
  role: Role | null;
  customerData: CustomerData | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Safari private mode and locked-down browsers throw on access.
    return null;
  }
}

export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

export function getStoredToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

export function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

export function readSession(): StoredSession {
  const s = storage();
  return {
    token: s?.getItem(STORAGE_KEYS.token) || null,
    role: normalizeRole(s?.getItem(STORAGE_KEYS.role)),
    customerData: readJson<CustomerData>(STORAGE_KEYS.customerData),
  };
}

export function writeSession(token: string, role: string, customerData: CustomerData): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.token, token);
  s.setItem(STORAGE_KEYS.role, role.toLowerCase());
  s.setItem(STORAGE_KEYS.customerData, JSON.stringify(customerData));
}

export function clearSession(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(STORAGE_KEYS.token);
  s.removeItem(STORAGE_KEYS.role);
  // Not named by the spec's logout, but a shared computer should not keep the last user's contact data.
  s.removeItem(STORAGE_KEYS.customerData);
}
