/** A random key for the Idempotency-Key header (one per pay-page visit). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts (https or localhost).
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
