import { describe, expect, it } from '@jest/globals';
import { daysUntil, documentStatus, documentWarning, expiredDocumentRefusal, reviewDocuments } from './fleet-documents.js';

const TODAY = '2026-11-25';

describe('fleet documents', () => {
  it.each([
    ['2026-11-24', -1, 'expired'],
    ['2026-11-25', 0, 'expiring'],
    ['2026-11-26', 1, 'expiring'],
    ['2026-12-25', 30, 'expiring'],
    ['2026-12-26', 31, 'valid'],
    ['2027-11-25', 365, 'valid'],
  ])('a document expiring %s is %i days away: %s', (expiry, days, state) => {
    expect(documentStatus({ kind: 'insurance', expiry }, TODAY)).toEqual({ kind: 'insurance', expiry, daysLeft: days, state });
  });

  it('counts days across a month and a leap day', () => {
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
  });

  it.each([
    ['2026-11-24', 'The PUC certificate expired on 24/11/2026.'],
    ['2026-11-25', 'The PUC certificate expires today (25/11/2026).'],
    ['2026-11-26', 'The PUC certificate expires on 26/11/2026, in 1 day.'],
    ['2026-12-25', 'The PUC certificate expires on 25/12/2026, in 30 days.'],
    ['2026-12-26', null],
  ])('warns for a document expiring %s: %p', (expiry, warning) => {
    expect(documentWarning(documentStatus({ kind: 'puc', expiry }, TODAY))).toBe(warning);
  });

  it('lists warnings soonest first and leaves valid documents out', () => {
    const { warnings, documents } = reviewDocuments(
      [
        { kind: 'permit', expiry: '2027-06-01' },
        { kind: 'fitness', expiry: '2026-12-01' },
        { kind: 'insurance', expiry: '2026-11-01' },
      ],
      TODAY,
    );
    expect(documents.map((d) => d.state)).toEqual(['valid', 'expiring', 'expired']);
    expect(warnings).toEqual(['The insurance expired on 01/11/2026.', 'The fitness certificate expires on 01/12/2026, in 6 days.']);
  });

  it.each([
    ['2026-11-24', 'The driving licence of driver Ramesh expired on 24/11/2026; renew it before assigning a trip.'],
    ['2026-11-25', null],
    ['2026-12-26', null],
  ])('refuses an assignment when the licence expired %s: %p', (expiry, refusal) => {
    expect(expiredDocumentRefusal('driver Ramesh', [{ kind: 'licence', expiry }], TODAY)).toBe(refusal);
  });

  it('names the first expired document of several', () => {
    const docs = [
      { kind: 'permit' as const, expiry: '2027-01-01' },
      { kind: 'fitness' as const, expiry: '2026-10-01' },
      { kind: 'puc' as const, expiry: '2026-09-01' },
    ];
    expect(expiredDocumentRefusal('cab MP20AB1234', docs, TODAY)).toBe(
      'The fitness certificate of cab MP20AB1234 expired on 01/10/2026; renew it before assigning a trip.',
    );
  });
});
