import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module.js';
import { PackagesModule } from '../packages/packages.module.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesService } from './enquiries.service.js';
import { Enquiry } from './enquiry.entity.js';

/** Enquiries: the public form, the admins' list and answers, and turning one into a booking. */
@Module({
  imports: [TypeOrmModule.forFeature([Enquiry]), PackagesModule, BookingsModule],
  controllers: [EnquiriesController],
  providers: [EnquiriesService],
})
export class EnquiriesModule {}
