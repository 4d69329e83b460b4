export const ROLES = ['admin', 'agent', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export function parseRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const role = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
}
