import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FareTableController } from './fare-table.controller.js';
import { FareTableVersion } from './fare-table-version.js';
import { FareVersion } from './fare-version.entity.js';
import { FareVersions } from './fare-versions.service.js';
import { FaresController } from './fares.controller.js';
import { FaresService } from './fares.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([FareVersion])],
  controllers: [FaresController, FareTableController],
  providers: [FaresService, FareVersions, FareTableVersion],
  exports: [FaresService, FareVersions],
})
export class FaresModule {}
