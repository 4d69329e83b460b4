import { Brackets, type Repository, type WhereExpressionBuilder } from 'typeorm';
import {
  applyFilters,
  containsPattern,
  equals,
  type FilterTable,
  fromIstDay,
  onOrAfter,
  onOrBefore,
  throughIstDay,
} from '../common/listing/list-filters.js';
import { resolveSort, type SortTable } from '../common/listing/list-order.js';
import { DEFAULT_LIMIT } from '../common/listing/list-query.js';
import { ListSource } from '../common/listing/list-source.js';
import { addDays } from '../common/time/ist.js';
import { User } from '../users/user.entity.js';
import { classifyBookingSearch } from './booking-search.js';
import { accountWordsMatch, searchWords, wordQuery } from '../common/listing/word-search.js';
import { BOOKING_STATUSES, OPEN_STATUSES } from './booking-status.js';
import { wholeMonths } from '../dashboard/dashboard-months.js';
import type { Booking } from './booking.entity.js';
import { BOOKING_DEFAULT_SORT, type ListBookingsQuery } from './dto/list-bookings.query.js';

// The admin's bookings list: its filters, sort keys and search. The migration
// 1764300001000-ListIndexes gives every filter an index; test/list-indexes.e2e-spec.ts explains
// each query shape on SQLite and MariaDB to prove it.

const FILTERS: FilterTable<ListBookingsQuery> = {
  status: equals('booking.status'),
  open: (qb, open, param) => {
    qb.andWhere(`booking.status ${open ? 'IN' : 'NOT IN'} (:...${param})`, { [param]: OPEN_STATUSES });
  },
  advance: equals('booking.advanceStatus'),
  vehicle: equals('booking.vehicle'),
  tripType: equals('booking.tripType'),
  date: equals('booking.date'),
  dateFrom: onOrAfter('booking.date'),
  dateTo: onOrBefore('booking.date'),
  createdFrom: fromIstDay('booking.createdAt'),
  createdTo: throughIstDay('booking.createdAt'),
  customerId: equals('booking.userId'),
  agentId: (qb, agentId, param) => {
    qb.andWhere(`booking.offerId IN (SELECT o.id FROM offers o WHERE o.agentId = :${param})`, { [param]: agentId });
  },
  unassigned: (qb, unassigned, param) => {
    const condition = `booking.status IN (:...${param}) AND booking.driverId IS NULL AND booking.agentDriverName IS NULL`;
    qb.andWhere(unassigned ? condition : `NOT (${condition})`, { [param]: AWAITING_ASSIGNMENT });
  },
  pickupFrom: (qb, at, param) => {
    const [date, time] = at.split('T');
    qb.andWhere(`(booking.date > :${param}d OR (booking.date = :${param}d AND booking.time >= :${param}t))`, {
      [`${param}d`]: date,
      [`${param}t`]: time,
    });
  },
  pickupTo: (qb, at, param) => {
    const [date, time] = at.split('T');
    qb.andWhere(`(booking.date < :${param}d OR (booking.date = :${param}d AND booking.time < :${param}t))`, {
      [`${param}d`]: date,
      [`${param}t`]: time,
    });
  },
};

/** Statuses of a trip still waiting for its driver and cab. */
export const AWAITING_ASSIGNMENT = ['pending', 'confirmed'];

const SORTS: SortTable = {
  createdAt: [{ column: 'booking.createdAt', timestamp: true }],
  date: [{ column: 'booking.date' }, { column: 'booking.time' }],
  totalAmount: [{ column: 'booking.totalAmountPaise' }],
};

/** Query fields that do not filter: a list filtered by nothing else may be counted from the monthly figures. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort']);
const FIGURE_FILTERS = new Set(['status', 'open', 'dateFrom', 'dateTo']);

/**
 * What the monthly figures must add up for this list's total, when they can answer it: filtered by
 * nothing but a status or `open` and trip dates spanning whole months (a month's cancelled trips,
 * every confirmed booking). Null for anything else: the list then counts its rows.
 */
export function figuresCount(
  query: ListBookingsQuery,
): { statuses: readonly string[] | null; fromMonth?: string; toMonth?: string } | null {
  const used = Object.entries(query).filter(([key, value]) => value !== undefined && !NOT_FILTERS.has(key));
  if (used.some(([key]) => !FIGURE_FILTERS.has(key))) return null;
  if (query.status !== undefined && query.open !== undefined) return null;
  const months = wholeMonths(query.dateFrom, query.dateTo);
  if (!months) return null;
  const statuses =
    query.status !== undefined
      ? [query.status]
      : query.open === undefined
        ? null
        : BOOKING_STATUSES.filter((s) => OPEN_STATUSES.includes(s) === query.open);
  return { statuses, ...months };
}

/** The bookings that match the query, in its order (the reading of `q` is in booking-search.ts). */
export async function bookingListSource(bookings: Repository<Booking>, query: ListBookingsQuery): Promise<ListSource<Booking>> {
  const qb = bookings.createQueryBuilder('booking');
  const sqlite = bookings.manager.connection.options.type === 'better-sqlite3';
  if (sqlite && isNarrowTripRange(query.dateFrom, query.dateTo)) {
    // SQLite cannot tell a month's trips from a year's: it would walk the (status, booking time)
    // index in the list's order, and for the later pages, read from the oldest booking, through
    // every earlier month (at 100,000 bookings, a month's last page 3 ms). Told the range is
    // narrow, it reads the month from the (status, trip date) index and sorts it (0.5 ms).
    applyFilters(qb, { ...query, dateFrom: undefined, dateTo: undefined }, FILTERS);
    qb.andWhere('likelihood(booking.date >= :narrowFrom, 0.05) AND likelihood(booking.date <= :narrowTo, 0.05)', {
      narrowFrom: query.dateFrom,
      narrowTo: query.dateTo,
    });
  } else applyFilters(qb, query, FILTERS);
  const onlySearch = Object.entries(query).every(([key, value]) => value === undefined || key === 'q' || NOT_FILTERS.has(key));
  const deepest = (query.page ?? 1) * (query.limit ?? DEFAULT_LIMIT);
  const search = query.q ? await applySearch(bookings, qb, query.q, onlySearch ? deepest : null) : false;
  const sort = resolveSort(query.sort, SORTS, BOOKING_DEFAULT_SORT, 'booking.id');
  return typeof search === 'number' ? new ListSource(qb, sort, false, search) : new ListSource(qb, sort, search);
}

/**
 * Adds the search. Answers true when the page should count its matches in the same pass (many
 * match, or it reads every row), or the number of matches when it counted them itself. `deepest`
 * (the last row the page needs) is given when the search is the list's only filter.
 */
async function applySearch(
  bookings: Repository<Booking>,
  qb: WhereExpressionBuilder,
  q: string,
  deepest: number | null,
): Promise<boolean | number> {
  const search = classifyBookingSearch(q);
  if (search.kind === 'reference') {
    qb.andWhere('booking.id = :q_id', { q_id: search.id });
    return false;
  }
  if (search.kind === 'mobile' || search.kind === 'email') {
    // The account holder is found first (a unique index), so the booking query is two index
    // lookups joined by OR, which both databases answer without reading the whole table.
    const [column, value] = search.kind === 'mobile' ? ['passengerPhone', search.mobile] : ['passengerEmail', search.email];
    const holder = await bookings.manager.findOne(User, {
      select: { id: true },
      where: search.kind === 'mobile' ? { mobile: value } : { email: value },
    });
    qb.andWhere(
      new Brackets((w) => {
        w.where(`booking.${column} = :q_value`, { q_value: value });
        if (holder) w.orWhere('booking.userId = :q_holder', { q_holder: holder.id });
      }),
    );
    return false;
  }
  // Words: through the full-text indexes (migration 1765200002000-BookingWordSearch), words that
  // start with each one typed, in the booking's names, places and e-mail or its account holder's.
  const words = search.kind === 'text' ? searchWords(search.text) : null;
  if (words) {
    const sqlite = bookings.manager.connection.options.type === 'better-sqlite3';
    if (sqlite && deepest !== null) return searchCommonWords(bookings, qb, wordQuery(words, 'sqlite'), deepest);
    const match = sqlite
      ? [
          'booking.id IN (SELECT w.rowid FROM bookings_words w WHERE bookings_words MATCH :q_words)',
          accountWordsMatch('sqlite', 'booking.userId', 'q_words'),
        ]
      : [
          // One subquery of both kinds of match: MariaDB reads an OR of two IN subqueries row by row.
          'booking.id IN (SELECT w.id FROM bookings w WHERE MATCH (w.passengerName, w.passengerEmail, w.fromPlace, w.toPlace) AGAINST (:q_words IN BOOLEAN MODE) ' +
            'UNION SELECT hb.id FROM bookings hb WHERE hb.userId IN (SELECT uw.id FROM users uw WHERE MATCH (uw.fullName, uw.email) AGAINST (:q_words IN BOOLEAN MODE)))',
        ];
    qb.andWhere(`(${match.join(' OR ')})`, { q_words: wordQuery(words, sqlite ? 'sqlite' : 'mysql') });
    // A common surname matches thousands: the page counts them in the pass that orders them.
    return true;
  }
  // Part of a number: inside the passenger's phone and the account holder's mobile. Short words or
  // signs: inside the passenger's and the customer's names, the places and the e-mails. A contains-search reads
  // every row, so each kind reads only the columns it can match, and the matches are found first
  // (the inner query: one pass over the table) and then ordered: left to itself, SQLite walks the
  // booking-time index row by row for a rare word, four times slower at 100,000 bookings. No
  // LOWER(): LIKE already ignores case on SQLite for ASCII (Hindi has no case) and on MySQL through
  // the unicode_ci collation, and LOWER() on every row costs a third of the time.
  const digits = search.kind === 'digits';
  const like = containsPattern(digits ? search.digits : search.text);
  const own = digits ? ['x.passengerPhone'] : ['x.passengerName', 'x.passengerEmail', 'x.fromPlace', 'x.toPlace'];
  const holder = digits ? "u.mobile LIKE :q_like ESCAPE '!'" : "u.fullName LIKE :q_like ESCAPE '!' OR u.email LIKE :q_like ESCAPE '!'";
  const matches = [...own.map((column) => `${column} LIKE :q_like ESCAPE '!'`), `x.userId IN (SELECT u.id FROM users u WHERE ${holder})`];
  qb.andWhere(`booking.id IN (SELECT x.id FROM bookings x WHERE ${matches.join(' OR ')})`, { q_like: like });
  return true;
}

/** A trip-date range of two months at most: a small share of a year's bookings. */
export function isNarrowTripRange(from: string | undefined, to: string | undefined): boolean {
  if (!from || !to) return false;
  return addDays(from, 62) >= to;
}

/**
 * Whether a page of a search is found by walking the sort key's index (about deepest × table ÷
 * matches entries read) rather than by reading and sorting every match.
 */
export function walksSortIndex(matches: number, deepest: number, tableSize: number): boolean {
  return matches > 0 && matches * matches >= deepest * tableSize;
}

/**
 * A word search on SQLite that is the list's only filter. Its matches are counted first, exactly and
 * cheaply (the full-text index counts its own rows; the account holders' bookings come from their
 * index). Then the page is found one of two ways: a rare word's few matches are read and sorted, as
 * before; a common one (a surname in every twentieth booking, a town in all of them) walks the sort
 * key's index and stops at the page's last row, testing each booking against the matches (`+` keeps
 * SQLite from looking the matches up by id instead). Walking reads about deepest × table ÷ matches
 * index entries, sorting reads every match: the cheaper one wins (walksSortIndex). At 100,000
 * bookings a surname's first page went from 3.5 ms to 2.2 ms of SQL, a town's from 50 ms to 14 ms.
 */
async function searchCommonWords(
  bookings: Repository<Booking>,
  qb: WhereExpressionBuilder,
  words: string,
  deepest: number,
): Promise<number> {
  const ownMatches = 'SELECT w.rowid FROM bookings_words w WHERE bookings_words MATCH';
  const holders = 'SELECT uw.rowid FROM users_words uw WHERE users_words MATCH';
  const [{ total, size }] = (await bookings.manager.query(
    `SELECT (SELECT COUNT(*) FROM bookings_words WHERE bookings_words MATCH ?) +
            (SELECT COUNT(*) FROM bookings b WHERE b.userId IN (${holders} ?) AND b.id NOT IN (${ownMatches} ?)) AS total,
            (SELECT MAX(id) FROM bookings) AS size`,
    [words, words, words],
  )) as { total: number; size: number | null }[];
  const noIndex = walksSortIndex(Number(total), deepest, size ?? 0) ? '+' : '';
  qb.andWhere(`(${noIndex}booking.id IN (${ownMatches} :q_words) OR ${noIndex}booking.userId IN (${holders} :q_words))`, {
    q_words: words,
  });
  return Number(total);
}
