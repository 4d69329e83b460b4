import type { Repository } from 'typeorm';
import { applyFilters, containsPattern, equals, type FilterTable } from '../common/listing/list-filters.js';
import { resolveSort, type SortTable } from '../common/listing/list-order.js';
import { ListSource } from '../common/listing/list-source.js';
import type { ListEnquiriesQuery } from './dto/list-enquiries.query.js';
import type { Enquiry } from './enquiry.entity.js';

const FILTERS: FilterTable<ListEnquiriesQuery> = {
  status: equals('enquiry.status'),
  tripType: equals('enquiry.tripType'),
};

const SORTS: SortTable = { createdAt: [{ column: 'enquiry.createdAt', timestamp: true }] };

export function enquiryListSource(enquiries: Repository<Enquiry>, query: ListEnquiriesQuery): ListSource<Enquiry> {
  const qb = enquiries.createQueryBuilder('enquiry');
  applyFilters(qb, query, FILTERS);
  if (query.q) {
    qb.andWhere(
      "(enquiry.name LIKE :q_like ESCAPE '!' OR enquiry.mobile LIKE :q_like ESCAPE '!' OR enquiry.message LIKE :q_like ESCAPE '!')",
      { q_like: containsPattern(query.q) },
    );
  }
  return new ListSource(qb, resolveSort(query.sort, SORTS, '-createdAt', 'enquiry.id'), Boolean(query.q));
}
