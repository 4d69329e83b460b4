import { describe, expect, it } from '@jest/globals';
import { issuedBeforePasswordChange, passwordChangeTime } from './password-cutoff.js';

const changedAt = new Date('2026-12-01T10:00:00.750Z');
const changedSecond = Math.floor(changedAt.getTime() / 1000);

describe(issuedBeforePasswordChange.name, () => {
  it.each([
    ['no password was ever set', changedSecond - 3600, null],
    ['no password was ever set (undefined)', changedSecond - 3600, undefined],
    ['the token is from the very second of the change', changedSecond, changedAt],
    ['the token is from the second after the change', changedSecond + 1, changedAt],
    ['the token has no iat and no password was set', undefined, null],
  ])('keeps the token when %s', (_case, iat, passwordChangedAt) => {
    expect(issuedBeforePasswordChange(iat, passwordChangedAt)).toBe(false);
  });

  it.each([
    ['the token is one second older than the change', changedSecond - 1, changedAt],
    ['the token is a day older than the change', changedSecond - 86_400, changedAt],
    ['the token has no iat', undefined, changedAt],
    ['the iat is not a number', String(changedSecond), changedAt],
    ['the iat is NaN', Number.NaN, changedAt],
  ])('refuses the token when %s', (_case, iat, passwordChangedAt) => {
    expect(issuedBeforePasswordChange(iat, passwordChangedAt)).toBe(true);
  });
});

describe(passwordChangeTime.name, () => {
  it('drops the milliseconds, never rounding up into the next second', () => {
    expect(passwordChangeTime(changedAt).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(passwordChangeTime(new Date('2026-12-01T10:00:00.999Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});
