import { describe, expect, it } from '@jest/globals';
import { keysetCondition, keyText, pageWindow, resolveSort, reversedOrder, type SortTable } from './list-order.js';

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

describe(pageWindow.name, () => {
  it.each([
    [1, 50, 0, null],
    [1, 50, 10, { offset: 0, limit: 10, reversed: false }],
    [1, 50, 1, { offset: 0, limit: 1, reversed: false }],
    [1, 50, 100, { offset: 0, limit: 50, reversed: false }],
    [2, 50, 100, { offset: 0, limit: 50, reversed: true }],
    [3, 50, 100, null],
    [2, 50, 51, { offset: 0, limit: 1, reversed: true }],
    // The last page of a month's 7,099 confirmed bookings: the first 49 read from the other end.
    [142, 50, 7099, { offset: 0, limit: 49, reversed: true }],
    [141, 50, 7099, { offset: 49, limit: 50, reversed: true }],
    [200, 50, 70215, { offset: 9950, limit: 50, reversed: false }],
    [1000, 50, 70215, { offset: 20215, limit: 50, reversed: true }],
  ])('page %d of %d rows each, %d rows in all → %j', (page, limit, total, window) => {
    expect(pageWindow(page, limit, total)).toEqual(window);
  });

  it('reads every page of every list exactly, from whichever end', () => {
    for (let total = 0; total <= 60; total += 1) {
      const list = Array.from({ length: total }, (_, i) => i);
      const reversed = [...list].reverse();
      for (let limit = 1; limit <= 7; limit += 1) {
        const pages = Math.ceil(total / limit) + 1;
        const read: number[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const w = pageWindow(page, limit, total);
          if (!w) continue;
          const rows = (w.reversed ? reversed : list).slice(w.offset, w.offset + w.limit);
          read.push(...(w.reversed ? rows.reverse() : rows));
        }
        expect(read).toEqual(list);
      }
    }
  });
});

describe(reversedOrder.name, () => {
  it('turns each key round and keeps the rest', () => {
    expect(
      reversedOrder([
        { column: 'b.date', direction: 'ASC' },
        { column: 'b.createdAt', direction: 'DESC', timestamp: true },
      ]),
    ).toEqual([
      { column: 'b.date', direction: 'DESC' },
      { column: 'b.createdAt', direction: 'ASC', timestamp: true },
    ]);
  });
});
