import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoiceRegister } from './invoice-register.service.js';
import { InvoiceSerial } from './invoice-serial.entity.js';
import { Invoice } from './invoice.entity.js';
import { InvoicesController } from './invoices.controller.js';

/** GST invoices: numbering per financial year, the stored invoice and the monthly GST register; Bookings issues them when a trip closes. */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice, InvoiceSerial])],
  controllers: [InvoicesController],
  providers: [InvoiceRegister],
  exports: [InvoiceRegister],
})
export class InvoicesModule {}
