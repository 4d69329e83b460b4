import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  FILL_ALL_FIELDS,
  isComplete,
  numberFromText,
  offerDraftSchema,
  toOfferPayload,
  vehicleName,
  type OfferDraft,
} from './offerDraft';

const full: OfferDraft = {
  from: ' Jabalpur, Madhya Pradesh, India ',
  to: 'Bhopal, Madhya Pradesh, India',
  vehicle: 'cRYSTA',
  amount: '2500',
  date: '2030-01-15',
  seats: '6',
  startTime: '09:00',
  endTime: '11:30',
};

describe('offer draft', () => {
  it('is complete only when all eight fields have text', () => {
    expect(isComplete(full)).toBe(true);
    expect(isComplete(EMPTY_DRAFT)).toBe(false);
    for (const key of Object.keys(full) as (keyof OfferDraft)[]) {
      expect(isComplete({ ...full, [key]: '   ' }), key).toBe(false);
    }
  });

  it("words every missing field with the spec's one message, 'Please fill all fields'", () => {
    const result = offerDraftSchema.safeParse({ ...full, seats: '  ', endTime: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['seats', FILL_ALL_FIELDS],
      ['endTime', FILL_ALL_FIELDS],
    ]);
  });

  it('capitalises the first letter of the vehicle and lowercases the rest', () => {
    expect(vehicleName('cRYSTA')).toBe('Crysta');
    expect(vehicleName(' dzire ')).toBe('Dzire');
  });

  it('reads numbers from text, 0 when not numeric', () => {
    expect(numberFromText('2500')).toBe(2500);
    expect(numberFromText('₹ 1,500')).toBe(1500);
    expect(numberFromText('1499.50')).toBe(1499.5);
    expect(numberFromText('about two thousand')).toBe(0);
    expect(numberFromText('')).toBe(0);
  });

  it('builds the travel offer payload with numbers and the distance (0 when unknown)', () => {
    expect(toOfferPayload(full, 312.4)).toEqual({
      from: 'Jabalpur, Madhya Pradesh, India',
      to: 'Bhopal, Madhya Pradesh, India',
      vehicle: 'Crysta',
      amount: 2500,
      date: '2030-01-15',
      seats: 6,
      startTime: '09:00',
      endTime: '11:30',
      distance: 312.4,
    });
    expect(toOfferPayload({ ...full, amount: 'free' }, null)).toMatchObject({ amount: 0, distance: 0 });
  });
});
