import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoiceRegister } from './invoice-register.service.js';
import { InvoiceSerial } from './invoice-serial.entity.js';
import { Invoice } from './invoice.entity.js';

/** GST invoices: numbering per financial year and the stored invoice; Bookings issues them when a trip closes. */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice, InvoiceSerial])],
  providers: [InvoiceRegister],
  exports: [InvoiceRegister],
})
export class InvoicesModule {}
