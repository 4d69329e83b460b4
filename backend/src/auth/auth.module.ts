import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config.js';
import { FilesModule } from '../files/files.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';

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
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, AdminBootstrap],
  exports: [AuthService, JwtModule],
})
export class AuthModule {}
