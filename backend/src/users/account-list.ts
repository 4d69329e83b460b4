import type { Repository, WhereExpressionBuilder } from 'typeorm';
import { applyFilters, containsPattern, equals, type FilterTable, fromIstDay, throughIstDay } from '../common/listing/list-filters.js';
import { resolveSort, type SortTable } from '../common/listing/list-order.js';
import { ListSource } from '../common/listing/list-source.js';
import { accountWordsMatch, isPartOfNumber, searchWords, type WordDatabase, wordQuery } from '../common/listing/word-search.js';
import { ACCOUNT_DEFAULT_SORT, type ListAccountsQuery } from './dto/list-accounts.query.js';
import type { Role } from './role.js';
import type { User } from './user.entity.js';
import { normaliseMobile } from './users.service.js';

// The admin's customers and agents lists: filters, sort keys and search. Every filter leads with
// the role, as the indexes do (migration 1764300001000-ListIndexes).

const FILTERS: FilterTable<ListAccountsQuery> = {
  active: equals('user.active'),
  pendingApproval: (qb, pending) => {
    qb.andWhere(
      pending ? 'user.active = :pa_active AND user.approvedAt IS NULL' : '(user.active = :pa_active OR user.approvedAt IS NOT NULL)',
      {
        pa_active: !pending,
      },
    );
  },
  city: equals('user.city'),
  createdFrom: fromIstDay('user.createdAt'),
  createdTo: throughIstDay('user.createdAt'),
};

const SORTS: SortTable = {
  createdAt: [{ column: 'user.createdAt', timestamp: true }],
  fullName: [{ column: 'user.fullName' }],
};

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function accountListSource(users: Repository<User>, role: Role, query: ListAccountsQuery): ListSource<User> {
  const qb = users.createQueryBuilder('user').where('user.role = :role', { role });
  applyFilters(qb, query, FILTERS);
  const database = users.manager.connection.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  const scans = query.q ? applySearch(qb, query.q, role, database) : false;
  return new ListSource(qb, resolveSort(query.sort, SORTS, ACCOUNT_DEFAULT_SORT, 'user.id'), scans);
}

/**
 * A whole mobile or e-mail is looked up exactly (unique indexes); words through the full-text
 * index, as the bookings search finds them (word-search.ts); other text inside the name, e-mail,
 * mobile or business name. True when the page counts its matches in the same pass.
 */
function applySearch(qb: WhereExpressionBuilder, q: string, role: Role, database: WordDatabase): boolean {
  const mobile = normaliseMobile(q);
  if (mobile) {
    qb.andWhere('user.mobile = :q_mobile', { q_mobile: mobile });
    return false;
  }
  if (EMAIL.test(q)) {
    qb.andWhere('user.email = :q_email', { q_email: q.toLowerCase() });
    return false;
  }
  // Part of a number is searched inside the mobiles, below.
  const words = isPartOfNumber(q) ? null : searchWords(q);
  if (words) {
    // An agent is also found by the business name, which the index does not hold (a few hundred agents).
    const byWords = accountWordsMatch(database, 'user.id', 'q_words');
    qb.andWhere(role === 'agent' ? `(${byWords} OR user.travelerName LIKE :q_like ESCAPE '!')` : byWords, {
      q_words: wordQuery(words, database),
      q_like: containsPattern(q),
    });
    return true;
  }
  // Text inside the names, e-mail or mobile reads every account of the role (no index finds the
  // middle of a word): found first in the inner query, then ordered and counted by id, as the
  // bookings search does (booking-list.ts, also on why there is no LOWER()).
  const columns = ['x.fullName', 'x.email', 'x.mobile', ...(role === 'agent' ? ['x.travelerName'] : [])];
  const matches = columns.map((column) => `${column} LIKE :q_like ESCAPE '!'`).join(' OR ');
  qb.andWhere(`user.id IN (SELECT x.id FROM users x WHERE x.role = :role AND (${matches}))`, { q_like: containsPattern(q) });
  return true;
}
