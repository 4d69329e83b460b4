import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module.js';
import { PackagesController } from './packages.controller.js';
import { PackagesService } from './packages.service.js';
import { TripPackage } from './trip-package.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([TripPackage]), FilesModule],
  controllers: [PackagesController],
  providers: [PackagesService],
  exports: [PackagesService],
})
export class PackagesModule {}
