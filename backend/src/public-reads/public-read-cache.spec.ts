import { describe, expect, it } from '@jest/globals';
import { COMPRESS_FROM_BYTES, etagOf, matchesEtag, pickEncoding, PublicReadCache } from './public-read-cache.js';

describe(PublicReadCache.name, () => {
  const stamp = { version: 3, day: '2026-11-25' };

  it('answers what was stored under the same version and day', () => {
    const cache = new PublicReadCache();
    const stored = cache.set('/api/offers', stamp, '{"data":[]}');
    expect(cache.get('/api/offers', { ...stamp })).toBe(stored);
    expect(stored.body.toString()).toBe('{"data":[]}');
  });

  it.each([
    ['a newer data version', { version: 4, day: '2026-11-25' }],
    ['an older data version', { version: 2, day: '2026-11-25' }],
    ['the next IST day', { version: 3, day: '2026-11-26' }],
  ])('answers nothing under %s', (_, other) => {
    const cache = new PublicReadCache();
    cache.set('/api/offers', stamp, '[]');
    expect(cache.get('/api/offers', other)).toBeUndefined();
  });

  it('keeps at most its limit of answers, dropping the least recently used', () => {
    const cache = new PublicReadCache(2);
    cache.set('a', stamp, '1');
    cache.set('b', stamp, '2');
    cache.get('a', stamp);
    cache.set('c', stamp, '3');
    expect(cache.size).toBe(2);
    expect(cache.get('b', stamp)).toBeUndefined();
    expect(cache.get('a', stamp)?.body.toString()).toBe('1');
  });
});

describe(etagOf.name, () => {
  it('is strong, quoted and the same for the same bytes on any instance', () => {
    expect(etagOf(Buffer.from('x'))).toBe(etagOf(Buffer.from('x')));
    expect(etagOf(Buffer.from('x'))).not.toBe(etagOf(Buffer.from('y')));
    expect(etagOf(Buffer.from('x'))).toMatch(/^"[\w-]+"$/);
  });
});

describe(pickEncoding.name, () => {
  const big = COMPRESS_FROM_BYTES;
  it.each([
    [undefined, big, 'identity'],
    ['', big, 'identity'],
    ['gzip, deflate, br', big - 1, 'identity'],
    ['gzip, deflate, br', big, 'br'],
    ['gzip', big, 'gzip'],
    ['GZIP', big, 'gzip'],
    ['br;q=0, gzip', big, 'gzip'],
    ['gzip;q=0, br;q=0', big, 'identity'],
    ['*', big, 'br'],
    ['*;q=0', big, 'identity'],
    ['deflate', big, 'identity'],
    ['identity', big, 'identity'],
  ])('Accept-Encoding %p with %p bytes → %s', (accept, size, expected) => {
    expect(pickEncoding(accept, size)).toBe(expected);
  });
});

describe(matchesEtag.name, () => {
  const tag = '"abc"';
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abcd"', false],
    ['*', true],
    ['', false],
  ])('If-None-Match %p → %p', (header, expected) => {
    expect(matchesEtag(header, tag)).toBe(expected);
  });
});
