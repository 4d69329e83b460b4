import { PageQuery, SortParam } from '../../common/listing/list-query.js';

export const HISTORY_SORT_KEYS = ['at'] as const;
export const HISTORY_DEFAULT_SORT = '-at';

/** `page`, `limit` and `sort` (`-at`, newest first, or `at`) of a history. */
export class HistoryQuery extends PageQuery {
  @SortParam(HISTORY_SORT_KEYS, HISTORY_DEFAULT_SORT)
  sort?: string;
}
