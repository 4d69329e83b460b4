import { describe, expect, it } from 'vitest';
import { cancellationTermLines } from './cancellationTermLines';

describe(cancellationTermLines.name, () => {
  it.each([
    [
      'the defaults: free from 24 h, 25 % to 6 h, 50 % to pickup, 100 % after',
      {
        freeHoursBefore: 24,
        slabs: [
          { hoursBefore: 24, percent: 25 },
          { hoursBefore: 6, percent: 50 },
          { hoursBefore: 0, percent: 100 },
        ],
      },
      [
        { key: 'termsFree', vars: { hours: 24 } },
        { key: 'termsBetween', vars: { upper: 24, lower: 6, percent: 25 } },
        { key: 'termsUnder', vars: { upper: 6, percent: 50 } },
        { key: 'termsAfter', vars: { percent: 100 } },
      ],
    ],
    [
      'slabs in any order, the last one reaching past the pickup time',
      {
        freeHoursBefore: 48,
        slabs: [
          { hoursBefore: 12, percent: 40 },
          { hoursBefore: 48, percent: 10 },
        ],
      },
      [
        { key: 'termsFree', vars: { hours: 48 } },
        { key: 'termsBetween', vars: { upper: 48, lower: 12, percent: 10 } },
        { key: 'termsUnderOrAfter', vars: { upper: 12, percent: 40 } },
      ],
    ],
    [
      'a slab above the free limit counts only from the limit',
      {
        freeHoursBefore: 12,
        slabs: [
          { hoursBefore: 72, percent: 20 },
          { hoursBefore: 0, percent: 100 },
        ],
      },
      [
        { key: 'termsFree', vars: { hours: 12 } },
        { key: 'termsUnder', vars: { upper: 12, percent: 20 } },
        { key: 'termsAfter', vars: { percent: 100 } },
      ],
    ],
    [
      'a slab the next one hides says nothing',
      {
        freeHoursBefore: 6,
        slabs: [
          { hoursBefore: 24, percent: 10 },
          { hoursBefore: 6, percent: 30 },
          { hoursBefore: 0, percent: 100 },
        ],
      },
      [
        { key: 'termsFree', vars: { hours: 6 } },
        { key: 'termsUnder', vars: { upper: 6, percent: 30 } },
        { key: 'termsAfter', vars: { percent: 100 } },
      ],
    ],
    ['no slabs: free, then nothing charged', { freeHoursBefore: 0, slabs: [] }, [{ key: 'termsFree', vars: { hours: 0 } }]],
  ])('%s', (_name, terms, lines) => {
    expect(cancellationTermLines(terms)).toEqual(lines);
  });
});
