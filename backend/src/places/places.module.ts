import { Module } from '@nestjs/common';
import { GazetteerService } from './gazetteer.service.js';
import { PlacesController } from './places.controller.js';
import { PlacesService } from './places.service.js';

@Module({
  controllers: [PlacesController],
  providers: [GazetteerService, PlacesService],
  exports: [GazetteerService],
})
export class PlacesModule {}
