import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/time/clock.js';
import { DistanceModule } from '../distance/distance.module.js';
import { Offer } from './offer.entity.js';
import { OffersController } from './offers.controller.js';
import { OffersService } from './offers.service.js';

/** Exports Clock so Bookings judges "past" with the very same clock (tests move one, not two). */
@Module({
  imports: [TypeOrmModule.forFeature([Offer]), DistanceModule],
  controllers: [OffersController],
  providers: [OffersService, Clock],
  exports: [Clock],
})
export class OffersModule {}
