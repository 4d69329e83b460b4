import { describe, expect, it } from '@jest/globals';
import { checkOfferChange, offerState, perKmRate } from './offer-state.js';

describe('offerState', () => {
  const now = new Date('2025-05-10T19:00:00Z'); // 11 May, 00:30 in India

  it.each([
    ['open', '2025-05-11', 'open'],
    ['open', '2025-06-01', 'open'],
    ['open', '2025-05-10', 'expired'],
    ['booked', '2025-05-11', 'booked'],
    ['booked', '2025-05-01', 'booked'],
    ['withdrawn', '2025-05-11', 'withdrawn'],
    ['withdrawn', '2025-05-01', 'withdrawn'],
  ] as const)('a stored %s offer dated %s is %s', (status, date, state) => {
    expect(offerState(status, date, now)).toBe(state);
  });
});

describe('perKmRate', () => {
  it.each([
    [150000, 100000, 15],
    [200000, 118400, 16.89],
    [99900, 3000, 333],
    [100, 3000, 0.33],
  ])('%p paise over %p m is ₹%p per km', (paise, metres, rate) => {
    expect(perKmRate(paise, metres)).toBe(rate);
  });

  it('has no rate for 0 km', () => {
    expect(perKmRate(150000, 0)).toBeNull();
  });
});

describe('checkOfferChange', () => {
  const now = new Date('2025-05-10T19:00:00Z'); // 11 May, 00:30 in India
  const AGENT = 7;
  const refused = (httpStatus: number, message: string) => ({ allowed: false, httpStatus, message });

  it.each([
    ['its agent, an open offer', AGENT, 'open', '2025-05-11', { allowed: true }],
    ['another agent', 8, 'open', '2025-05-11', refused(403, 'You can only change your own offers.')],
    [
      'a booked offer',
      AGENT,
      'booked',
      '2025-05-11',
      refused(409, 'This offer has already been booked, so it can no longer be changed or withdrawn.'),
    ],
    [
      'an open offer whose date has passed',
      AGENT,
      'open',
      '2025-05-10',
      refused(409, 'This offer has expired, so it can no longer be changed or withdrawn.'),
    ],
    ['a withdrawn offer', AGENT, 'withdrawn', '2025-05-11', refused(409, 'This offer has been withdrawn.')],
  ] as const)('%s', (_name, callerId, status, date, verdict) => {
    expect(checkOfferChange({ agentId: AGENT, status, date }, callerId, now)).toEqual(verdict);
  });
});
