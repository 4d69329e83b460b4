import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { KeptUnder } from '../common/redis/shared-version.js';
import { isoInIst } from '../common/time/ist.js';
import { sqlNames } from '../database/sql-names.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import type { Page } from '../common/listing/list-source.js';
import type { FareVersionDto } from './dto/fare-table.dto.js';
import { FARE_VERSIONS_DEFAULT_LIMIT, type FareVersionSummaryDto, type FareVersionsQuery } from './dto/fare-versions.dto.js';
import { fareChanges } from './fare-changes.js';
import { FareTableVersion } from './fare-table-version.js';
import { emptyReturnDiscount, type FareSchedule, fareScheduleProblems } from './fare-schedule.js';
import { FareVersion } from './fare-version.entity.js';

/** The fare versions' one owner: the current table for pricing, and admins' changes to it. */
@Injectable()
export class FareVersions {
  /** Versions already read, by id (a version is never changed once saved). */
  private readonly read = new Map<number, FareVersion>();
  /** The newest version as last read, under the table's version number. */
  private readonly newest: KeptUnder<FareVersion>;

  constructor(
    @InjectRepository(FareVersion) private readonly versions: Repository<FareVersion>,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly changes: FareTableVersion,
  ) {
    this.newest = new KeptUnder(changes);
  }

  /**
   * The newest version: what prices every new quote and booking. Pass the manager inside a
   * transaction. Known without a query until a new table is saved here or on another instance
   * (FareTableVersion); versions are never changed, so each is read and parsed once.
   */
  current(manager?: EntityManager): Promise<FareVersion> {
    return this.newest.get(() => this.readNewest(manager));
  }

  private async readNewest(manager?: EntityManager): Promise<FareVersion> {
    const repo = manager ? manager.getRepository(FareVersion) : this.versions;
    const { table, column } = sqlNames(repo.manager, FareVersion);
    const [newest] = (await repo.query(`SELECT MAX(${column('id')}) AS id FROM ${table}`)) as { id: number | string | null }[];
    const id = Number(newest?.id ?? 0);
    // The migration writes version 1, so an empty table is a broken database, not a request error.
    if (!id) throw new Error('fare_versions is empty: run the migrations');
    const known = this.read.get(id);
    if (known) return known;
    const version = await repo.findOneByOrFail({ id });
    this.read.set(id, version);
    return version;
  }

  /** A booking's own version, however many changes came after it (read once: versions never change). */
  async byId(id: number): Promise<FareVersion | null> {
    const known = this.read.get(id);
    if (known) return known;
    const version = await this.versions.findOne({ where: { id } });
    if (version) this.read.set(id, version);
    return version;
  }

  async currentTable(): Promise<FareVersionDto> {
    return this.toDto(await this.withAuthor(await this.current()));
  }

  /** Checks the whole table and saves it as a new version, recorded in the audit log. */
  async replace(me: AuthUser, input: unknown): Promise<FareVersionDto> {
    const problems = fareScheduleProblems(input);
    // Every wrong figure in one answer, so the fare page can show them all at once.
    if (problems.length) throw new BadRequestException(`${problems.join('; ')}.`);
    const schedule = input as FareSchedule;
    const saved = await this.transactions.run(async (manager) => {
      const before = await this.current(manager);
      const version = await manager.save(FareVersion, manager.create(FareVersion, { createdById: me.id, schedule }));
      await this.audit.record(manager, {
        actor: me,
        entityType: 'fare',
        entityId: version.id,
        action: 'fare.table-changed',
        before: { fareVersion: before.id },
        after: { fareVersion: version.id },
      });
      return version;
    });
    this.changes.bump();
    return this.toDto(await this.withAuthor(saved));
  }

  /** The history, newest first: each version with who saved it and what it changed from the one before. */
  async history({ page = 1, limit = FARE_VERSIONS_DEFAULT_LIMIT }: FareVersionsQuery): Promise<Page<FareVersionSummaryDto>> {
    // One row more than the page: the version before the page's oldest, to compare it with.
    const [rows, total] = await Promise.all([
      this.versions.find({ order: { id: 'DESC' }, skip: (page - 1) * limit, take: limit + 1, relations: { createdBy: true } }),
      this.versions.count(),
    ]);
    const items = rows.slice(0, limit).map((version, i) => {
      const previous = rows[i + 1];
      return {
        version: version.id,
        createdAt: isoInIst(version.createdAt),
        createdBy: version.createdBy ? { id: version.createdBy.id, name: version.createdBy.fullName } : null,
        changes: previous ? fareChanges(previous.schedule, version.schedule) : [],
      };
    });
    return { items, total, page, limit };
  }

  private async withAuthor(version: FareVersion): Promise<FareVersion> {
    return (await this.versions.findOne({ where: { id: version.id }, relations: { createdBy: true } })) ?? version;
  }

  private toDto(version: FareVersion): FareVersionDto {
    return {
      id: version.id,
      createdAt: isoInIst(version.createdAt),
      createdBy: version.createdBy ? { id: version.createdBy.id, fullName: version.createdBy.fullName } : null,
      // The discount the version prices empty returns with, also for versions saved before it was editable.
      table: {
        ...version.schedule,
        oneWay: { ...version.schedule.oneWay, emptyReturnDiscountPercent: emptyReturnDiscount(version.schedule) },
      },
    };
  }
}
