import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  accountLinkExpiry,
  passwordLinkKey,
  passwordLinkUserId,
  signAccountLink,
  signPasswordLink,
  verifyAccountLink,
  verifyPasswordLink,
} from './password-link.js';

describe('password links', () => {
  const key = passwordLinkKey('the-jwt-secret');
  const hash = '$2b$04$abcdefghijklmnopqrstuu5Vv3o7fJ6Qx2Zc1nS0pK9yWmE4tLr8a';
  const expires = 1_900_000_000;
  const token = signPasswordLink(key, 42, expires, hash);
  const at = (seconds: number) => new Date(seconds * 1000);
  const valid = (t: string, now = at(expires - 60), h = hash, k = key) => verifyPasswordLink(k, t, h, now);

  it('reads <userId>.<expires>.<signature>', () => {
    expect(token).toMatch(/^42\.1900000000\.[\w-]{43}$/);
    expect(passwordLinkUserId(token)).toBe(42);
    expect(valid(token)).toBe(true);
  });

  it('works until the second it expires, and not from that second on', () => {
    expect(valid(token, at(expires - 1))).toBe(true);
    expect(valid(token, new Date(expires * 1000 - 1))).toBe(true);
    expect(valid(token, at(expires))).toBe(false);
    expect(valid(token, at(expires + 3600))).toBe(false);
  });

  it('dies once the password hash changes', () => {
    expect(valid(token, at(expires - 60), `${hash}x`)).toBe(false);
    expect(valid(token, at(expires - 60), '')).toBe(false);
  });

  it('is refused with any part tampered with', () => {
    const [id, exp, sig] = token.split('.');
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    for (const tampered of [`43.${exp}.${sig}`, `${id}.${expires + 86_400}.${sig}`, `${id}.${exp}.${flipped}`]) {
      expect(valid(tampered)).toBe(false);
    }
  });

  it('is refused when signed with another secret', () => {
    const forged = signPasswordLink(passwordLinkKey('another-secret'), 42, expires, hash);
    expect(valid(forged)).toBe(false);
    // Nor does the raw secret work as the key: links have a key of their own.
    expect(valid(signPasswordLink(Buffer.from('the-jwt-secret'), 42, expires, hash))).toBe(false);
  });

  it.each([
    '',
    'garbage',
    '42.1900000000',
    `42.1900000000.${'A'.repeat(42)}`,
    `42.1900000000.${'A'.repeat(44)}`,
    `0.1900000000.${'A'.repeat(43)}`,
    `-1.1900000000.${'A'.repeat(43)}`,
    `042.1900000000.${'A'.repeat(43)}`,
    `1e3.1900000000.${'A'.repeat(43)}`,
    `${'9'.repeat(16)}.1900000000.${'A'.repeat(43)}`,
    ` ${token}`,
    `${token}.`,
  ])('refuses the malformed token %j', (bad) => {
    expect(passwordLinkUserId(bad)).toBeNull();
    expect(valid(bad)).toBe(false);
  });
});

describe('account links for other jobs', () => {
  const key = passwordLinkKey('the-jwt-secret');
  const expires = 1_900_000_000;
  const state = 'old@example.in\nnew@example.in';
  const token = signAccountLink(key, 'email-change', 7, expires, state);
  const now = new Date((expires - 60) * 1000);

  it('works for its own purpose and state only', () => {
    expect(verifyAccountLink(key, 'email-change', token, state, now)).toBe(true);
    expect(verifyAccountLink(key, 'password-reset', token, state, now)).toBe(false);
    expect(verifyAccountLink(key, 'email-change', token, 'old@example.in\nother@example.in', now)).toBe(false);
    expect(verifyPasswordLink(key, token, state, now)).toBe(false);
  });

  it('tells when it expires', () => {
    expect(accountLinkExpiry(token)).toBe(expires);
    expect(accountLinkExpiry('garbage')).toBeNull();
  });

  it('signs a password link exactly as before, so links already sent keep working', () => {
    const before = createHmac('sha256', key).update(`password-reset:42:${expires}:h`).digest('base64url');
    expect(signPasswordLink(key, 42, expires, 'h')).toBe(`42.${expires}.${before}`);
  });
});
