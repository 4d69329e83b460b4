import { Brackets, type Repository } from 'typeorm';
import { applyFilters, containsPattern, equals, type FilterTable, onOrAfter, onOrBefore } from '../common/listing/list-filters.js';
import { resolveSort, type SortTable } from '../common/listing/list-order.js';
import { ListSource } from '../common/listing/list-source.js';
import type { ListOffersQuery } from './dto/list-offers.query.js';
import type { Offer } from './offer.entity.js';

// The admin's offers list and the agent's own: filters, sort keys, search. "expired" is not
// stored: it is an open offer whose IST date is before today (offer-state.ts), so the status
// filter reads the date too, on the (status, date) index.

function filters(today: string): FilterTable<ListOffersQuery> {
  return {
    status: (qb, state) => {
      if (state === 'booked') qb.andWhere("offer.status = 'booked'");
      else qb.andWhere(`offer.status = 'open' AND offer.date ${state === 'open' ? '>=' : '<'} :s_today`, { s_today: today });
    },
    agentId: equals('offer.agentId'),
    dateFrom: onOrAfter('offer.date'),
    dateTo: onOrBefore('offer.date'),
  };
}

const SORTS: SortTable = {
  createdAt: [{ column: 'offer.createdAt', timestamp: true }],
  date: [{ column: 'offer.date' }, { column: 'offer.startTime' }],
};

/** `today` is the IST date that tells open offers from expired ones. */
export function offerListSource(
  offers: Repository<Offer>,
  query: ListOffersQuery,
  opts: { today: string; defaultSort: string },
): ListSource<Offer> {
  const qb = offers.createQueryBuilder('offer');
  applyFilters(qb, query, filters(opts.today));
  if (query.q) {
    const like = containsPattern(query.q);
    qb.andWhere(
      new Brackets((w) => {
        for (const column of ['offer.from', 'offer.to', 'offer.vehicle'])
          w.orWhere(`LOWER(${column}) LIKE :q_like ESCAPE '!'`, { q_like: like });
        w.orWhere(
          "offer.agentId IN (SELECT u.id FROM users u WHERE LOWER(u.fullName) LIKE :q_like ESCAPE '!' OR LOWER(u.travelerName) LIKE :q_like ESCAPE '!')",
          {
            q_like: like,
          },
        );
      }),
    );
  }
  return new ListSource(qb, resolveSort(query.sort, SORTS, opts.defaultSort, 'offer.id'));
}
