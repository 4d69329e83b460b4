import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DistanceModule } from '../distance/distance.module.js';
import { Offer } from './offer.entity.js';
import { OffersController } from './offers.controller.js';
import { OffersService } from './offers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Offer]), DistanceModule],
  controllers: [OffersController],
  providers: [OffersService],
})
export class OffersModule {}
