import { describe, expect, it } from 'vitest';
import { CHOSEN_VEHICLE_PARAM, istDateTime, quotePath, readQuoteSearch, splitIstDateTime } from './quoteSearch';

const read = (path: string) => readQuoteSearch(new URLSearchParams(path.split('?')[1]));

describe('quote search in the URL', () => {
  it.each([
    [
      'a round trip with a stop',
      {
        tripType: 'round-trip' as const,
        from: 'Jabalpur, MP, India',
        to: 'Bandhavgarh',
        stops: ['Katni'],
        pickupAt: '2026-12-20T06:00:00+05:30',
        returnAt: '2026-12-21T20:00:00+05:30',
      },
    ],
    ['an 8 h local car', { tripType: 'local' as const, from: 'Napier Town, Jabalpur', pickupAt: '2026-12-20T09:00:00+05:30', hours: 8 }],
    [
      'a package',
      { tripType: 'national-park' as const, from: 'Jabalpur, MP, India', packageId: 12, pickupAt: '2026-12-20T05:00:00+05:30' },
    ],
  ])('reads back %s exactly as written', (_name, request) => {
    expect(read(quotePath(request))).toEqual(request);
  });

  it.each([
    ['no trip type', '/quote?pickupAt=2026-12-20T06:00:00%2B05:30'],
    ['an unknown trip type', '/quote?tripType=helicopter&pickupAt=2026-12-20T06:00:00%2B05:30'],
    ['no pickup time', '/quote?tripType=local'],
  ])('reads nothing from a URL with %s', (_name, path) => {
    expect(read(path)).toBeNull();
  });

  it('carries the vehicle a visitor chose through the login wall, and reads the same search back', () => {
    const request = { tripType: 'local' as const, from: 'Napier Town, Jabalpur', pickupAt: '2026-12-20T09:00:00+05:30', hours: 8 };
    const path = quotePath(request, 'Ertiga');
    expect(new URLSearchParams(path.split('?')[1]).get(CHOSEN_VEHICLE_PARAM)).toBe('Ertiga');
    expect(read(path)).toEqual(request);
    expect(quotePath(request)).not.toContain(CHOSEN_VEHICLE_PARAM);
  });

  it('ignores hours and package ids that are not whole positive numbers', () => {
    expect(read('/quote?tripType=local&pickupAt=x&hours=abc&packageId=-2')).toEqual({ tripType: 'local', pickupAt: 'x' });
  });

  it('writes a typed date and time with the IST offset and splits it back', () => {
    expect(istDateTime('2026-12-20', '22:15')).toBe('2026-12-20T22:15:00+05:30');
    expect(splitIstDateTime('2026-12-20T22:15:00+05:30')).toEqual({ date: '2026-12-20', time: '22:15' });
    expect(splitIstDateTime(undefined)).toEqual({ date: '', time: '' });
  });
});
