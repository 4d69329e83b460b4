import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import type { Vehicle } from '../fares/fare-schedule.js';
import { decodeImageDataUrl, FilesService, type PreparedImage } from '../files/files.service.js';
import type { PackageTripType } from '../trips/trip-types.js';
import type { PackageInputDto, PackagePriceDto, PackageUpdateDto } from './dto/package-input.dto.js';
import type { PackageDto } from './dto/package.response.js';
import { PACKAGE_MESSAGES as M } from './package-messages.js';
import { toPackageResponse } from './package.mapper.js';
import { TripPackage } from './trip-package.entity.js';

const BILINGUAL_LISTS = ['itinerary', 'inclusions', 'exclusions'] as const;
type BilingualList = (typeof BILINGUAL_LISTS)[number];

/** The packages table's one owner: the public catalogue, admins' changes, and prices for quotes. */
@Injectable()
export class PackagesService {
  constructor(
    @InjectRepository(TripPackage) private readonly packages: Repository<TripPackage>,
    private readonly files: FilesService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  /** Packages on sale, of one trip type or all, oldest first (the order admins made them). */
  async onSale(tripType?: PackageTripType): Promise<PackageDto[]> {
    const rows = await this.packages.find({ where: { active: true, ...(tripType ? { tripType } : {}) }, order: { id: 'ASC' } });
    return rows.map((pkg) => this.toDto(pkg));
  }

  /** Every package, on sale or not, for the admins' page. */
  async all(): Promise<PackageDto[]> {
    return (await this.packages.find({ order: { id: 'ASC' } })).map((pkg) => this.toDto(pkg));
  }

  /** One package on sale; an admin also sees one taken off sale. */
  async one(id: number, caller?: AuthUser): Promise<PackageDto> {
    const pkg = await this.packages.findOne({ where: { id } });
    if (!pkg || (!pkg.active && caller?.role !== 'admin')) throw new NotFoundException(M.notFound);
    return this.toDto(pkg);
  }

  /** For quotes and bookings: a package on sale, or null. */
  onSaleById(id: number): Promise<TripPackage | null> {
    return this.packages.findOne({ where: { id, active: true } });
  }

  async create(me: AuthUser, dto: PackageInputDto): Promise<PackageDto> {
    checkLists(dto, dto.prices);
    const photo = dto.photo ? await this.files.prepareImage(decodeImageDataUrl(dto.photo)) : undefined;
    const saved = await this.transactions.run(async (manager) => {
      const photoFileId = photo ? (await this.files.storeImage(manager, photo, 'package', null)).id : null;
      const { photo: _photo, prices, ...fields } = dto;
      const pkg = await manager.save(
        TripPackage,
        manager.create(TripPackage, { ...fields, prices: priceRecord(prices), photoFileId, active: true }),
      );
      await this.audit.record(manager, {
        actor: me,
        entityType: 'package',
        entityId: pkg.id,
        action: 'package.created',
        after: { title: pkg.title },
      });
      return pkg;
    });
    return this.toDto(saved);
  }

  async update(me: AuthUser, id: number, dto: PackageUpdateDto): Promise<PackageDto> {
    const existing = await this.packages.findOne({ where: { id } });
    if (!existing) throw new NotFoundException(M.notFound);
    checkLists(
      {
        itinerary: dto.itinerary ?? existing.itinerary,
        itineraryHi: dto.itineraryHi ?? existing.itineraryHi,
        inclusions: dto.inclusions ?? existing.inclusions,
        inclusionsHi: dto.inclusionsHi ?? existing.inclusionsHi,
        exclusions: dto.exclusions ?? existing.exclusions,
        exclusionsHi: dto.exclusionsHi ?? existing.exclusionsHi,
      },
      dto.prices,
    );
    const photo: PreparedImage | null | undefined = dto.photo
      ? await this.files.prepareImage(decodeImageDataUrl(dto.photo))
      : (dto.photo as null | undefined);
    const saved = await this.transactions.run(async (manager) => {
      const { photo: _photo, prices, ...fields } = dto;
      const changes: Partial<TripPackage> = { ...fields, ...(prices ? { prices: priceRecord(prices) } : {}) };
      if (photo !== undefined) {
        changes.photoFileId = photo ? (await this.files.storeImage(manager, photo, 'package', null)).id : null;
      }
      await manager.update(TripPackage, { id }, changes);
      if (photo !== undefined) await this.files.remove(manager, existing.photoFileId);
      await this.audit.record(manager, {
        actor: me,
        entityType: 'package',
        entityId: id,
        action: 'package.changed',
        before: { active: existing.active, title: existing.title },
        after: { active: changes.active ?? existing.active, title: changes.title ?? existing.title },
      });
      return manager.findOneOrFail(TripPackage, { where: { id } });
    });
    return this.toDto(saved);
  }

  private toDto(pkg: TripPackage): PackageDto {
    return toPackageResponse(pkg, (fileId) => this.files.signedUrl(fileId));
  }
}

/** Hindi lines match the English ones one for one; no vehicle is priced twice. */
function checkLists(lists: Pick<PackageInputDto, BilingualList | `${BilingualList}Hi`>, prices: PackagePriceDto[] | undefined): void {
  for (const name of BILINGUAL_LISTS) {
    if (lists[name].length !== lists[`${name}Hi`].length) throw new BadRequestException(M.hindiLines(name));
  }
  const seen = new Set<string>();
  for (const { vehicle } of prices ?? []) {
    if (seen.has(vehicle)) throw new BadRequestException(M.vehicleTwice(vehicle));
    seen.add(vehicle);
  }
}

function priceRecord(prices: PackagePriceDto[]): Partial<Record<Vehicle, number>> {
  return Object.fromEntries(prices.map(({ vehicle, price }) => [vehicle, price]));
}
