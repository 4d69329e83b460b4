import { afterEach, describe, expect, it } from 'vitest';
import { rememberIntent, returnToQuery, safeReturnPath, takeIntent } from './intent';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it.each([
    ['/offerconvehical', '/offerconvehical'],
    ['/oneway?to=Bhopal', '/oneway?to=Bhopal'],
    ['/customerprofile#rides', '/customerprofile#rides'],
  ])('keeps the site path %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'oneway'],
    ['a line break', '/oneway\nSet-Cookie: x'],
    ['the login page (a loop)', '/login?returnTo=/oneway'],
    ['the registration page', '/register'],
    ['nothing', ''],
    ['no value', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('rememberIntent and takeIntent', () => {
  const offer = { offer: { from: 'Bhopal', to: 'Jabalpur', vehicle: 'Dzire', offerId: 7 }, flow: 'offer' };

  it('brings back the path and the chosen offer once', () => {
    const query = rememberIntent('/offerconvehical', offer);
    expect(query).toBe('?returnTo=%2Fofferconvehical');
    expect(takeIntent(query)).toEqual({ path: '/offerconvehical', state: offer });
    expect(takeIntent(query)).toEqual({ path: '/offerconvehical', state: null });
  });

  it('gives no state kept for another path, and nothing for a plain login', () => {
    rememberIntent('/offerconvehical', offer);
    expect(takeIntent('?returnTo=%2Foneway')).toEqual({ path: '/oneway', state: null });
    expect(takeIntent('')).toBeNull();
  });

  it('ignores a foreign returnTo in the address bar', () => {
    expect(rememberIntent('https://evil.example', offer)).toBe('');
    expect(takeIntent('?returnTo=https%3A%2F%2Fevil.example')).toBeNull();
  });

  it('carries returnTo on between the login and registration pages', () => {
    expect(returnToQuery('?returnTo=%2Foneway')).toBe('?returnTo=%2Foneway');
    expect(returnToQuery('?returnTo=%2F%2Fevil.example')).toBe('');
  });
});
