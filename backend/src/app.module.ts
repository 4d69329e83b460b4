import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { HttpExceptionFilter } from './common/filters/http-exception.filter.js';
import { AuthGuard } from './common/guards/auth.guard.js';
import { REDIS } from './common/redis/redis-client.js';
import { RedisModule } from './common/redis/redis.module.js';
import { throttlerOptions } from './common/throttling/rate-limits.js';
import { createLogger } from './common/logging/logger.js';
import { RequestLogModule } from './common/logging/request-log.js';
import { ClockModule } from './common/time/clock.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DashboardTilesModule } from './dashboard/dashboard-tiles.service.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { TransactionsModule } from './database/transaction-runner.js';
import { DistanceModule } from './distance/distance.module.js';
import { EnquiriesModule } from './enquiries/enquiries.module.js';
import { FaresModule } from './fares/fares.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthController } from './health/health.controller.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { OffersModule } from './offers/offers.module.js';
import { PackagesModule } from './packages/packages.module.js';
import { PlacesModule } from './places/places.module.js';
import { PublicReadsModule } from './public-reads/public-reads.module.js';
import { TripsModule } from './trips/trips.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger = createLogger(config.logLevel)): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RequestLogModule.forRoot(logger),
        RedisModule,
        ThrottlerModule.forRootAsync({ inject: [AppConfig, REDIS], useFactory: throttlerOptions }),
        EventEmitterModule.forRoot(),
        // DatabaseConnector connects (and migrates) and keeps trying while the database is away.
        TypeOrmModule.forRoot({ ...dataSourceOptions(config), migrationsRun: true, manualInitialization: true }),
        TransactionsModule,
        OutboxModule,
        TerminusModule,
        ClockModule,
        PublicReadsModule,
        AuditModule,
        UsersModule,
        AuthModule,
        FilesModule,
        FaresModule,
        PlacesModule,
        DistanceModule,
        OffersModule,
        DashboardTilesModule,
        BookingsModule,
        DashboardModule,
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
