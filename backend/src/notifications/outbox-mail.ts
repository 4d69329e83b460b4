import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { isDeliverable } from '../users/account-events.js';
import { Mailer, type MailMessage } from './mailer.js';

/**
 * Sends an e-mail for an outbox message: with a Message-ID fixed by the outbox id (a repeated
 * delivery is recognisably the same e-mail), nothing without a mail server or an address that can
 * receive, and an error thrown on refusal so the outbox tries again later.
 */
@Injectable()
export class OutboxMail {
  private readonly logger = new Logger(OutboxMail.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  get operator() {
    return this.config.operator;
  }

  async send(outboxId: number, what: string, build: () => MailMessage | Promise<MailMessage>, to: string): Promise<void> {
    if (!this.mailer.enabled) {
      this.logger.debug(`No SMTP_URL: no ${what}`);
      return;
    }
    if (!to || !isDeliverable(to)) {
      this.logger.debug(`No address to write to: no ${what}`);
      return;
    }
    await this.mailer.send({ ...(await build()), messageId: this.messageId(outboxId) });
    this.logger.log(`Sent the ${what}`);
  }

  messageId(outboxId: number): string {
    return `<outbox-${outboxId}.${this.config.redisKeyPrefix}@${new URL(this.config.publicUrl).hostname}>`;
  }
}
