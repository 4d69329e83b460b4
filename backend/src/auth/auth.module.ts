import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { BookingsModule } from '../bookings/bookings.module.js';
import { AppConfig } from '../config/app-config.js';
import { FilesModule } from '../files/files.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { OwnData } from './own-data.service.js';
import { PasswordReset } from './password-reset.service.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
    FilesModule,
    BookingsModule,
    OffersModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, AdminBootstrap, PasswordReset, OwnData],
  exports: [AuthService, JwtModule],
})
export class AuthModule {}
