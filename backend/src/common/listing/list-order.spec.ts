import { describe, expect, it } from '@jest/globals';
import { keysetCondition, keyText, resolveSort, type SortTable } from './list-order.js';

const SORTS: SortTable = {
  createdAt: [{ column: 'b.createdAt', timestamp: true }],
  date: [{ column: 'b.date' }, { column: 'b.time' }],
};

describe(resolveSort.name, () => {
  it.each([
    [
      undefined,
      [
        ['b.createdAt', 'DESC'],
        ['b.id', 'DESC'],
      ],
    ],
    [
      '-createdAt',
      [
        ['b.createdAt', 'DESC'],
        ['b.id', 'DESC'],
      ],
    ],
    [
      'createdAt',
      [
        ['b.createdAt', 'ASC'],
        ['b.id', 'ASC'],
      ],
    ],
    [
      'date',
      [
        ['b.date', 'ASC'],
        ['b.time', 'ASC'],
        ['b.id', 'ASC'],
      ],
    ],
    [
      '-date',
      [
        ['b.date', 'DESC'],
        ['b.time', 'DESC'],
        ['b.id', 'DESC'],
      ],
    ],
  ])('reads sort=%s as %j, the id last so the order is total', (sort, expected) => {
    expect(resolveSort(sort, SORTS, '-createdAt', 'b.id').map((k) => [k.column, k.direction])).toEqual(expected);
  });

  it('keeps which columns are timestamps', () => {
    expect(resolveSort('createdAt', SORTS, '-createdAt', 'b.id')[0]).toMatchObject({ timestamp: true });
  });

  it('refuses a key the query class should have refused', () => {
    expect(() => resolveSort('-amount', SORTS, '-createdAt', 'b.id')).toThrow('unknown sort key amount');
  });
});

describe(keysetCondition.name, () => {
  it.each([
    [[['b.id', 'ASC']], '(b.id > :k0)'],
    [
      [
        ['b.createdAt', 'DESC'],
        ['b.id', 'DESC'],
      ],
      'b.createdAt <= :k0 AND ((b.createdAt < :k0) OR (b.createdAt = :k0 AND b.id < :k1))',
    ],
    [
      [
        ['b.date', 'ASC'],
        ['b.time', 'ASC'],
        ['b.id', 'ASC'],
      ],
      'b.date >= :k0 AND ((b.date > :k0) OR (b.date = :k0 AND b.time > :k1) OR (b.date = :k0 AND b.time = :k1 AND b.id > :k2))',
    ],
  ] as const)('resumes after the last row of %j with %s', (keys, expected) => {
    expect(keysetCondition(keys.map(([column, direction]) => ({ column, direction })))).toBe(expected);
  });
});

describe(keyText.name, () => {
  it('reads a MySQL timestamp as text with its microseconds, so it goes back as a parameter unchanged', () => {
    expect(keyText({ column: 'b.createdAt', timestamp: true }, 'mysql')).toBe("DATE_FORMAT(b.createdAt, '%Y-%m-%d %H:%i:%s.%f')");
  });

  it('leaves SQLite timestamps (already text) and every other column as they are', () => {
    expect(keyText({ column: 'b.createdAt', timestamp: true }, 'sqlite')).toBe('b.createdAt');
    expect(keyText({ column: 'b.date' }, 'mysql')).toBe('b.date');
  });
});
