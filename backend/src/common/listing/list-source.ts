import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { DEFAULT_LIMIT } from './list-query.js';
import { keysetCondition, keyText, type OrderKey, pageWindow, type PageWindow, reversedOrder } from './list-order.js';

/** One page of a list as the services answer it; `@Paged` turns it into the body and headers. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A filtered list query and its order. The rows themselves are read by id afterwards, with their
 * relations: the filtering and ordering query then touches only the table and its indexes.
 */
export class ListSource<E extends ObjectLiteral> {
  constructor(
    /** The list's table under its alias, with every filter applied and nothing selected or ordered. */
    private readonly filtered: SelectQueryBuilder<E>,
    private readonly order: readonly OrderKey[],
    /**
     * The filters read every row anyway (a search for text inside names): the page then counts its
     * matches in the same pass (`COUNT(*) OVER ()`) instead of a second query reading them again.
     */
    private readonly scans = false,
    /** How many rows match, when the filters already counted them (a common word's search). */
    private readonly knownTotal?: number,
  ) {}

  /** The query as it is run for a page of ids; also what the index-use test explains. */
  pageQuery(page = 1, limit = DEFAULT_LIMIT): SelectQueryBuilder<E> {
    return this.windowQuery({ offset: (page - 1) * limit, limit, reversed: false });
  }

  /** The ids of a window of the list (pageWindow), in the list's order or in reverse. */
  windowQuery(window: PageWindow): SelectQueryBuilder<E> {
    const qb = this.filtered.clone().select(`${this.filtered.alias}.id`, 'id');
    if (this.scans) qb.addSelect('COUNT(*) OVER ()', 'matches');
    return this.ordered(qb, window.reversed ? reversedOrder(this.order) : this.order)
      .offset(window.offset)
      .limit(window.limit);
  }

  countQuery(): SelectQueryBuilder<E> {
    return this.filtered.clone().select('COUNT(*)', 'n');
  }

  /** How many rows match the filters, without reading a page (a dashboard tile's figure). */
  async total(): Promise<number> {
    // MySQL answers COUNT as text.
    return this.knownTotal ?? Number((await this.countQuery().getRawOne<{ n: number | string }>())?.n ?? 0);
  }

  /**
   * A page of ids in order, and how many rows match the filters: counted by `count` when the list
   * keeps its totals elsewhere (the bookings' monthly figures), else by the count query.
   */
  async page(
    page = 1,
    limit = DEFAULT_LIMIT,
    count?: () => Promise<number>,
  ): Promise<{ ids: number[]; total: number; page: number; limit: number }> {
    const counted = () => (count ? count() : this.total());
    if (page > 1 && !this.scans) {
      // Counted first, so that a page in the list's second half can be read from its end.
      const total = await counted();
      const window = pageWindow(page, limit, total);
      if (!window) return { ids: [], total, page, limit };
      const ids = (await this.windowQuery(window).getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
      return { ids: window.reversed ? ids.reverse() : ids, total, page, limit };
    }
    const rows = await this.pageQuery(page, limit).getRawMany<{ id: number | string; matches?: number | string }>();
    const ids = rows.map((r) => Number(r.id));
    // Page 1 with fewer rows than the limit already knows its total, as does a page that counted.
    if (this.scans && rows.length > 0) return { ids, total: Number(rows[0].matches), page, limit };
    const total = page === 1 && ids.length < limit ? ids.length : await counted();
    return { ids, total, page, limit };
  }

  /**
   * Every matching id, in order, a batch at a time: each batch resumes after the last row of the
   * one before (keyset paging), so memory holds one batch, each query is a short index range and
   * rows added meanwhile never shift the batches.
   */
  async *idBatches(batchSize: number): AsyncGenerator<number[]> {
    const database = this.filtered.connection.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    let after: Record<string, unknown> | null = null;
    for (;;) {
      const qb = this.filtered.clone().select(`${this.filtered.alias}.id`, 'id');
      this.order.forEach((key, i) => qb.addSelect(keyText(key, database), `k${i}`));
      if (after) qb.andWhere(new Brackets((w) => w.where(keysetCondition(this.order), after as Record<string, unknown>)));
      const rows = await this.ordered(qb, this.order).limit(batchSize).getRawMany<Record<string, unknown>>();
      if (rows.length > 0) yield rows.map((r) => Number(r.id));
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      after = Object.fromEntries(this.order.map((_, i) => [`k${i}`, last[`k${i}`]]));
    }
  }

  /** Every matching row in order, read a batch of ids at a time by `load` (which keeps their order). */
  async *rows<T>(batchSize: number, load: (ids: number[]) => Promise<T[]>): AsyncGenerator<T> {
    for await (const ids of this.idBatches(batchSize)) yield* await load(ids);
  }

  private ordered(qb: SelectQueryBuilder<E>, order: readonly OrderKey[]): SelectQueryBuilder<E> {
    qb.orderBy();
    for (const key of order) qb.addOrderBy(key.column, key.direction);
    return qb;
  }
}

/** Entities loaded by id, put back in the order of the ids. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
