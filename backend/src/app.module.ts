import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { HttpExceptionFilter } from './common/filters/http-exception.filter.js';
import { AuthGuard } from './common/guards/auth.guard.js';
import { ClockModule } from './common/time/clock.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { TransactionsModule } from './database/transaction-runner.js';
import { DistanceModule } from './distance/distance.module.js';
import { EnquiriesModule } from './enquiries/enquiries.module.js';
import { FaresModule } from './fares/fares.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthController } from './health/health.controller.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OffersModule } from './offers/offers.module.js';
import { PackagesModule } from './packages/packages.module.js';
import { PlacesModule } from './places/places.module.js';
import { TripsModule } from './trips/trips.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        EventEmitterModule.forRoot(),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config), migrationsRun: true, retryAttempts: config.dbRetryAttempts }),
        TransactionsModule,
        ClockModule,
        AuditModule,
        UsersModule,
        AuthModule,
        FilesModule,
        FaresModule,
        PlacesModule,
        DistanceModule,
        OffersModule,
        BookingsModule,
        NotificationsModule,
        PackagesModule,
        TripsModule,
        EnquiriesModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
