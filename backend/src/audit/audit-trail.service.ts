import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { inIdOrder, ListSource, type Page } from '../common/listing/list-source.js';
import { resolveSort, type SortTable } from '../common/listing/list-order.js';
import { User } from '../users/user.entity.js';
import { type AuditEntityType, INTERNAL_ACTIONS } from './audit-actions.js';
import { AuditEntry } from './audit-entry.entity.js';
import { HISTORY_DEFAULT_SORT, type HistoryQuery } from './dto/history.query.js';
import type { HistoryEntryResponse } from './dto/history.response.js';
import { type HistoryViewer, toHistoryEntry } from './history.mapper.js';

const SORTS: SortTable = { at: [{ column: 'entry.at', timestamp: true }] };

/** Reading the audit log: the timeline of one booking or offer, and of one person's account. */
@Injectable()
export class AuditTrail {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** What happened to one booking (or offer); the caller has checked the viewer may read it. */
  entityPage(
    entityType: AuditEntityType,
    entityId: number,
    query: HistoryQuery,
    viewer: HistoryViewer,
  ): Promise<Page<HistoryEntryResponse>> {
    return this.page(this.entitySource(entityType, entityId, query, viewer), query, viewer);
  }

  /** A person's timeline for the office: changes to their account, and the changes they made. */
  userPage(userId: number, query: HistoryQuery): Promise<Page<HistoryEntryResponse>> {
    return this.page(this.userSource(userId, query), query, { kind: 'office' });
  }

  /** The entries of one booking or offer, in the query's order (the owner's without internal ones). */
  entitySource(entityType: AuditEntityType, entityId: number, query: HistoryQuery, viewer: HistoryViewer): ListSource<AuditEntry> {
    const qb = this.entries
      .createQueryBuilder('entry')
      .where('entry.entityType = :entityType', { entityType })
      .andWhere('entry.entityId = :entityId', { entityId });
    if (viewer.kind === 'owner') qb.andWhere('entry.action NOT IN (:...internal)', { internal: INTERNAL_ACTIONS });
    return new ListSource(qb, resolveSort(query.sort, SORTS, HISTORY_DEFAULT_SORT, 'entry.id'));
  }

  /** The entries about a person or made by them, in the query's order. */
  userSource(userId: number, query: HistoryQuery): ListSource<AuditEntry> {
    return new ListSource(this.aboutUser(userId), resolveSort(query.sort, SORTS, HISTORY_DEFAULT_SORT, 'entry.id'));
  }

  /** Every entry about a person or made by them, oldest first, for their own data export. */
  async forExport(userId: number, viewer: HistoryViewer): Promise<HistoryEntryResponse[]> {
    const qb = this.aboutUser(userId);
    if (viewer.kind === 'owner') qb.andWhere('entry.action NOT IN (:...internal)', { internal: INTERNAL_ACTIONS });
    const rows = await qb.orderBy('entry.at', 'ASC').addOrderBy('entry.id', 'ASC').getMany();
    const names = await this.actorNames(rows);
    return rows.map((row) => toHistoryEntry(row, names, viewer));
  }

  private aboutUser(userId: number): SelectQueryBuilder<AuditEntry> {
    return this.entries.createQueryBuilder('entry').where(
      new Brackets((w) => {
        w.where('entry.entityType = :user AND entry.entityId = :userId', { user: 'user', userId }).orWhere('entry.actorId = :userId', {
          userId,
        });
      }),
    );
  }

  private async page(source: ListSource<AuditEntry>, query: HistoryQuery, viewer: HistoryViewer): Promise<Page<HistoryEntryResponse>> {
    const { ids, total, page, limit } = await source.page(query.page, query.limit);
    const rows = ids.length ? inIdOrder(ids, await this.entries.findBy({ id: In(ids) })) : [];
    const names = await this.actorNames(rows);
    return { items: rows.map((row) => toHistoryEntry(row, names, viewer)), total, page, limit };
  }

  private async actorNames(rows: AuditEntry[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])))];
    if (ids.length === 0) return new Map();
    const users = await this.entries.manager.find(User, { select: { id: true, fullName: true }, where: { id: In(ids) } });
    return new Map(users.map((u) => [u.id, u.fullName]));
  }
}
