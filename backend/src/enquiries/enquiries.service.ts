import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { BookingCreation } from '../bookings/booking-creation.service.js';
import type { AdminCreateBookingDto } from '../bookings/dto/admin-create-booking.dto.js';
import type { BookingResponse } from '../bookings/dto/booking.response.js';
import type { Page } from '../common/listing/list-source.js';
import { Clock } from '../common/time/clock.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { PackagesService } from '../packages/packages.service.js';
import type { EnquiryAnswerDto, EnquiryInputDto } from './dto/enquiry-input.dto.js';
import type { EnquiryDto, EnquiryReceivedDto } from './dto/enquiry.response.js';
import type { ListEnquiriesQuery } from './dto/list-enquiries.query.js';
import { EnquiryCreatedEvent } from './enquiry-created.event.js';
import { Outbox } from '../outbox/outbox.js';
import { OUTBOX_TOPICS } from '../outbox/outbox-topics.js';
import { enquiryListSource } from './enquiry-list.js';
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.js';
import { CONVERTIBLE_STATUSES, canAnswer, canConvert } from './enquiry-status.js';
import { Enquiry } from './enquiry.entity.js';
import { toEnquiryResponse } from './enquiry.mapper.js';

/** Another admin converted or closed the enquiry while this conversion was being booked. */
class EnquiryMoved extends Error {}

/** The enquiries table's one owner: the public form, the admins' list, answers and conversions. */
@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly packages: PackagesService,
    private readonly bookings: BookingCreation,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async receive(dto: EnquiryInputDto): Promise<EnquiryReceivedDto> {
    if (dto.packageId !== undefined && !(await this.packages.onSaleById(dto.packageId))) throw new BadRequestException(M.unknownPackage);
    const saved = await this.transactions.run(async (manager) => {
      const saved = await manager.save(
        Enquiry,
        manager.create(Enquiry, {
          name: dto.name,
          mobile: dto.mobile,
          email: dto.email ?? null,
          tripType: dto.tripType,
          packageId: dto.packageId ?? null,
          date: dto.date ?? null,
          message: dto.message,
          status: 'new',
        }),
      );
      // The admins' live notice commits with the enquiry and is delivered after (the outbox).
      const notice = new EnquiryCreatedEvent(saved.id, saved.name, saved.tripType, saved.date);
      await this.outbox.add(manager, [{ topic: OUTBOX_TOPICS.newEnquiryNotice, payload: notice }]);
      return saved;
    });
    this.outbox.flush();
    return { id: saved.id, status: 'new' };
  }

  async list(query: ListEnquiriesQuery): Promise<Page<EnquiryDto>> {
    const { ids, total, page, limit } = await enquiryListSource(this.enquiries, query).page(query.page, query.limit);
    const rows = ids.length ? await this.enquiries.find({ where: { id: In(ids) } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { items: ids.map((id) => toEnquiryResponse(byId.get(id) as Enquiry)), total, page, limit };
  }

  async one(id: number): Promise<EnquiryDto> {
    return toEnquiryResponse(await this.find(id));
  }

  async answer(me: AuthUser, id: number, dto: EnquiryAnswerDto): Promise<EnquiryDto> {
    const enquiry = await this.find(id);
    if (!canAnswer(enquiry.status)) throw new ConflictException(M.converted);
    if (dto.status === 'answered' && !dto.reply) throw new BadRequestException(M.replyRequired);
    const changes = {
      status: dto.status,
      ...(dto.reply ? { reply: dto.reply, repliedById: me.id, repliedAt: this.clock.now() } : {}),
    };
    await this.transactions.run(async (manager) => {
      await manager.update(Enquiry, { id }, changes);
      await this.audit.record(manager, {
        actor: me,
        entityType: 'enquiry',
        entityId: id,
        action: 'enquiry.answered',
        before: { status: enquiry.status },
        after: { status: dto.status },
      });
    });
    return this.one(id);
  }

  /**
   * Books the enquiry's trip (any trip type) for its sender (or the customer the admin names),
   * priced by the server as any booking, and marks the enquiry converted in the booking's own
   * transaction. Two admins converting at once: the first moves the enquiry on, the second's
   * conditional update finds it converted, so its booking rolls back and it is told 409.
   */
  async convert(me: AuthUser, id: number, dto: AdminCreateBookingDto, idempotencyKey?: string): Promise<BookingResponse> {
    const enquiry = await this.find(id);
    if (!canConvert(enquiry.status)) throw new ConflictException(enquiry.status === 'converted' ? M.converted : M.closed);
    const forWhom =
      dto.customerId === undefined && dto.customer === undefined
        ? { customer: { fullName: enquiry.name, mobile: enquiry.mobile, ...(enquiry.email ? { email: enquiry.email } : {}) } }
        : {};
    try {
      return await this.bookings.createForCustomer(me, Object.assign(dto, forWhom), idempotencyKey, async (manager, bookingId) => {
        const moved = await manager.update(Enquiry, { id, status: In([...CONVERTIBLE_STATUSES]) }, { status: 'converted', bookingId });
        if (moved.affected !== 1) throw new EnquiryMoved();
        await this.audit.record(manager, {
          actor: me,
          entityType: 'enquiry',
          entityId: id,
          action: 'enquiry.converted',
          before: { status: enquiry.status },
          after: { status: 'converted', bookingId },
        });
      });
    } catch (error) {
      if (!(error instanceof EnquiryMoved)) throw error;
      // Read after the rollback: inside the transaction a snapshot could still show it open.
      const now = await this.find(id);
      throw new ConflictException(now.status === 'closed' ? M.closed : M.converted);
    }
  }

  private async find(id: number): Promise<Enquiry> {
    const enquiry = await this.enquiries.findOne({ where: { id } });
    if (!enquiry) throw new NotFoundException(M.notFound);
    return enquiry;
  }
}
