import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DistanceModule } from '../distance/distance.module.js';
import { Offer } from './offer.entity.js';
import { OfferReservations } from './offer-reservations.service.js';
import { OffersController } from './offers.controller.js';
import { OffersService } from './offers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Offer]), DistanceModule],
  controllers: [OffersController],
  providers: [OffersService, OfferReservations],
  // Bookings reserve and release offers only through OfferReservations; a data export reads OffersService.
  exports: [OfferReservations, OffersService],
})
export class OffersModule {}
