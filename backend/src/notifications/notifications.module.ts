import { TripNoticeMailer } from './trip-notice.mailer.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountMailer } from './account.mailer.js';
import { BookingConfirmationMailer } from './booking-confirmation.mailer.js';
import { Mailer } from './mailer.js';
import { NotificationsGateway } from './notifications.gateway.js';
import { SocketAuthenticator } from './socket-authenticator.js';

/** Reacts to events: `booking.created` (the admins' realtime feed, the passenger's e-mail) and the account e-mails. */
@Module({
  imports: [AuthModule, UsersModule],
  providers: [SocketAuthenticator, NotificationsGateway, Mailer, BookingConfirmationMailer, AccountMailer, TripNoticeMailer],
})
export class NotificationsModule {}
