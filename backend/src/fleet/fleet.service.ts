import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type ObjectLiteral, type Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuditValues } from '../audit/audit-entry.entity.js';
import type { AuthUser } from '../auth/auth-user.js';
import { applyFilters, containsPattern, equals } from '../common/listing/list-filters.js';
import { resolveSort, type SortTable } from '../common/listing/list-order.js';
import { inIdOrder, ListSource, type Page } from '../common/listing/list-source.js';
import { Clock } from '../common/time/clock.js';
import { todayInIst } from '../common/time/ist.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { uniqueViolation } from '../database/unique-violation.js';
import { Cab } from './cab.entity.js';
import { Driver } from './driver.entity.js';
import type { CreateCabDto, ListCabsQuery, UpdateCabDto } from './dto/cab.dto.js';
import type { CreateDriverDto, ListDriversQuery, UpdateDriverDto } from './dto/driver.dto.js';
import type { CabResponse, DriverResponse } from './dto/fleet.response.js';
import { toCabResponse, toDriverResponse } from './fleet.mapper.js';

export const FLEET_MESSAGES = {
  driverNotFound: 'Driver not found.',
  cabNotFound: 'Cab not found.',
  mobileTaken: 'Another driver already has this mobile number.',
  registrationTaken: 'A cab with this registration number is already in the fleet.',
};

const DRIVER_SORTS: SortTable = {
  name: [{ column: 'driver.name' }],
  licenceExpiry: [{ column: 'driver.licenceExpiry' }],
  createdAt: [{ column: 'driver.createdAt', timestamp: true }],
};
const CAB_SORTS: SortTable = {
  registration: [{ column: 'cab.registration' }],
  vehicle: [{ column: 'cab.vehicle' }],
  createdAt: [{ column: 'cab.createdAt', timestamp: true }],
};

/** The one keeper of the drivers and cabs tables: the admin's lists and forms. */
@Injectable()
export class FleetService {
  constructor(
    @InjectRepository(Driver) private readonly drivers: Repository<Driver>,
    @InjectRepository(Cab) private readonly cabs: Repository<Cab>,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async listDrivers(query: ListDriversQuery): Promise<Page<DriverResponse>> {
    const qb = this.drivers.createQueryBuilder('driver');
    applyFilters(qb, query, { active: equals('driver.active') });
    if (query.q) {
      qb.andWhere("(driver.name LIKE :q ESCAPE '!' OR driver.mobile LIKE :q ESCAPE '!' OR driver.licenceNumber LIKE :q ESCAPE '!')", {
        q: containsPattern(query.q),
      });
    }
    const source = new ListSource(qb, resolveSort(query.sort, DRIVER_SORTS, 'name', 'driver.id'));
    return this.page(source, query, this.drivers, (d, today) => toDriverResponse(d, today));
  }

  async listCabs(query: ListCabsQuery): Promise<Page<CabResponse>> {
    const qb = this.cabs.createQueryBuilder('cab');
    applyFilters(qb, query, { active: equals('cab.active') });
    if (query.q) {
      qb.andWhere("(cab.registration LIKE :q ESCAPE '!' OR cab.vehicle LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    }
    const source = new ListSource(qb, resolveSort(query.sort, CAB_SORTS, 'registration', 'cab.id'));
    return this.page(source, query, this.cabs, (c, today) => toCabResponse(c, today));
  }

  async getDriver(id: number): Promise<DriverResponse> {
    return toDriverResponse(await this.findOr404(this.drivers, id, FLEET_MESSAGES.driverNotFound), this.today());
  }

  async getCab(id: number): Promise<CabResponse> {
    return toCabResponse(await this.findOr404(this.cabs, id, FLEET_MESSAGES.cabNotFound), this.today());
  }

  async saveDriver(me: AuthUser, id: number | null, dto: CreateDriverDto | UpdateDriverDto): Promise<DriverResponse> {
    const saved = await this.save(me, this.drivers, id, dto, {
      entityType: 'driver',
      notFound: FLEET_MESSAGES.driverNotFound,
      taken: FLEET_MESSAGES.mobileTaken,
    });
    return toDriverResponse(saved, this.today());
  }

  async saveCab(me: AuthUser, id: number | null, dto: CreateCabDto | UpdateCabDto): Promise<CabResponse> {
    const saved = await this.save(me, this.cabs, id, dto, {
      entityType: 'cab',
      notFound: FLEET_MESSAGES.cabNotFound,
      taken: FLEET_MESSAGES.registrationTaken,
    });
    return toCabResponse(saved, this.today());
  }

  private today(): string {
    return todayInIst(this.clock.now());
  }

  private async page<E extends { id: number }, R>(
    source: ListSource<E>,
    query: { page?: number; limit?: number },
    repo: Repository<E>,
    map: (row: E, today: string) => R,
  ): Promise<Page<R>> {
    const { ids, total, page, limit } = await source.page(query.page, query.limit);
    const rows = ids.length ? inIdOrder(ids, await repo.findBy({ id: In(ids) } as never)) : [];
    const today = this.today();
    return { items: rows.map((row) => map(row, today)), total, page, limit };
  }

  private async findOr404<E extends ObjectLiteral>(repo: Repository<E>, id: number, message: string): Promise<E> {
    const row = await repo.findOneBy({ id } as never);
    if (!row) throw new NotFoundException(message);
    return row;
  }

  /**
   * Creates (id null) or changes a driver or cab in one transaction with its audit entry; the one
   * unique field (a driver's mobile, a cab's registration) answers 409 when taken.
   */
  private async save<E extends { id: number }>(
    me: AuthUser,
    repo: Repository<E>,
    id: number | null,
    dto: object,
    opts: { entityType: 'driver' | 'cab'; notFound: string; taken: string },
  ): Promise<E> {
    const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as AuditValues;
    try {
      return await this.transactions.run(async (manager) => {
        const before = id === null ? null : await manager.findOneBy(repo.target, { id } as never);
        if (id !== null && !before) throw new NotFoundException(opts.notFound);
        const row = manager.merge(repo.target, (before ?? manager.create(repo.target)) as E, changes as never) as E;
        const saved = await manager.save(repo.target, row);
        await this.audit.record(manager, {
          actor: me,
          entityType: opts.entityType,
          entityId: saved.id,
          action: id === null ? `${opts.entityType}.created` : `${opts.entityType}.updated`,
          before: before
            ? (Object.fromEntries(Object.keys(changes).map((k) => [k, (before as Record<string, unknown>)[k]])) as AuditValues)
            : null,
          after: changes,
        });
        return saved;
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new ConflictException(opts.taken);
      throw error;
    }
  }
}
