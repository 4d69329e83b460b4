import { timingSafeEqual } from 'node:crypto';

/** Compares signatures in constant time, so an attacker cannot learn one a character at a time. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
