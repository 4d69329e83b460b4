import { Module } from '@nestjs/common';
import { TripTypesController } from './trip-types.controller.js';

@Module({
  controllers: [TripTypesController],
})
export class TripsModule {}
