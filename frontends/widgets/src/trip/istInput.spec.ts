import { describe, expect, it } from 'vitest';
import { fromIstInput, toIstInput } from './istInput';

describe('IST date-time inputs', () => {
  it('shows a UTC instant as IST wall-clock time', () => {
    expect(toIstInput('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30');
    expect(toIstInput('2026-11-30T20:00:00.000Z')).toBe('2026-12-01T01:30');
    expect(toIstInput(null)).toBe('');
  });

  it('sends the typed time with the IST offset', () => {
    expect(fromIstInput('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(fromIstInput('')).toBeUndefined();
  });
});
