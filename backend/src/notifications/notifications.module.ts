import { TripNoticeMailer } from './trip-notice.mailer.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OutboxMail } from './outbox-mail.js';
import { AccountMailer } from './account.mailer.js';
import { BookingConfirmationMailer } from './booking-confirmation.mailer.js';
import { Mailer } from './mailer.js';
import { NotificationsGateway } from './notifications.gateway.js';
import { SocketAuthenticator } from './socket-authenticator.js';

/** Delivers the outbox's notices (socket.io) and e-mails: bookings, status changes, trips, offers booked, enquiries, accounts. */
@Module({
  imports: [AuthModule, UsersModule, InvoicesModule],
  providers: [SocketAuthenticator, NotificationsGateway, Mailer, OutboxMail, BookingConfirmationMailer, AccountMailer, TripNoticeMailer],
})
export class NotificationsModule {}
