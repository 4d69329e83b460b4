import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { BookingConfirmationMailer } from './booking-confirmation.mailer.js';
import { Mailer } from './mailer.js';
import { NotificationsGateway } from './notifications.gateway.js';
import { SocketAuthenticator } from './socket-authenticator.js';

/** Reacts to `booking.created`: the admins' realtime feed and the passenger's e-mail. */
@Module({
  imports: [AuthModule, UsersModule],
  providers: [SocketAuthenticator, NotificationsGateway, Mailer, BookingConfirmationMailer],
})
export class NotificationsModule {}
