import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { CSV_BATCH_SIZE } from '../common/listing/csv-file.js';
import { uniqueViolation } from '../database/unique-violation.js';
import { type InvoiceBody } from './invoice-body.js';
import { InvoiceSerial } from './invoice-serial.entity.js';
import { Invoice } from './invoice.entity.js';
import { financialYear, invoiceSerial } from './invoice-rules.js';
import { istMonthRange, type RegisterInvoice } from './gst-register.js';

/**
 * The one keeper of invoices and their serial counters. A number is taken inside the transaction
 * that closes the trip, so a rolled-back close gives its number back: numbers have no gaps. The
 * counter row is bumped with one conditional UPDATE (MySQL's row lock; SQLite's single writer),
 * so concurrent closes get consecutive numbers.
 */
@Injectable()
export class InvoiceRegister {
  constructor(@InjectRepository(Invoice) private readonly invoices: Repository<Invoice>) {}

  /**
   * The booking's invoice, issued now with the next serial; a booking that has one (its trip sheet
   * corrected by the office) gets it re-issued: the same serial and date, the figures updated.
   */
  async issue(manager: EntityManager, bookingId: number, at: Date, body: (serial: string) => InvoiceBody): Promise<Invoice> {
    const existing = await manager.findOneBy(Invoice, { bookingId });
    if (existing) {
      existing.body = { ...body(existing.serial), date: existing.body.date };
      return manager.save(existing);
    }
    const year = financialYear(at);
    const number = await this.nextNumber(manager, year);
    const serial = invoiceSerial(year, number);
    return manager.save(manager.create(Invoice, { bookingId, serial, financialYear: year, number, issuedAt: at, body: body(serial) }));
  }

  findForBooking(bookingId: number): Promise<Invoice | null> {
    return this.invoices.findOneBy({ bookingId });
  }

  /**
   * Every invoice issued in an IST month ('2026-10'), in serial order, read a batch at a time from
   * the issue-date index. A re-issued invoice is the same row (its serial and date kept), so it is
   * counted once, in the month it was first issued.
   */
  async *issuedIn(month: string): AsyncGenerator<RegisterInvoice> {
    let after = 0;
    for (;;) {
      const batch = await this.registerQuery(month, after).getMany();
      for (const invoice of batch) yield { serial: invoice.serial, body: invoice.body };
      if (batch.length < CSV_BATCH_SIZE) return;
      after = batch[batch.length - 1].number;
    }
  }

  /** One batch of the register: the month's invoices numbered after `after`, from IDX_invoices_issued. */
  registerQuery(month: string, after: number): SelectQueryBuilder<Invoice> {
    const { from, before } = istMonthRange(month);
    return this.invoices
      .createQueryBuilder('invoice')
      .select(['invoice.id', 'invoice.serial', 'invoice.number', 'invoice.body'])
      .where('invoice.issuedAt >= :from AND invoice.issuedAt < :before', { from, before })
      .andWhere('invoice.number > :after', { after })
      .orderBy('invoice.number', 'ASC')
      .limit(CSV_BATCH_SIZE);
  }

  private async nextNumber(manager: EntityManager, year: string): Promise<number> {
    for (;;) {
      const bumped = await manager
        .createQueryBuilder()
        .update(InvoiceSerial)
        .set({ lastNumber: () => 'lastNumber + 1' })
        .where('financialYear = :year', { year })
        .execute();
      if (bumped.affected === 1) {
        const row = await manager.findOneByOrFail(InvoiceSerial, { financialYear: year });
        return row.lastNumber;
      }
      // The year's first invoice: start its counter. A concurrent close that started it first
      // makes this insert fail on the key; the loop then bumps the row it made.
      try {
        await manager.insert(InvoiceSerial, { financialYear: year, lastNumber: 1 });
        return 1;
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
      }
    }
  }
}
