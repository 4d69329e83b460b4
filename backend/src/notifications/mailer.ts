import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';

export interface MailMessage {
  /** A fixed Message-ID, so a repeated delivery is recognisable as the same e-mail. */
  messageId?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * The outgoing mail server from SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); none without it.
 * One pooled connection, kept open between e-mails: a new connection for each cost about 100 ms,
 * so a burst of 50 booking e-mails took 5 s to leave (a URL's own `pool=` setting wins).
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | undefined;

  constructor(private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(pooled(config.smtpUrl)) : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) throw new Error('No mail server is configured (SMTP_URL).');
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
  }

  /** After every module's destroy hook, so the outbox worker has finished its pass. */
  onApplicationShutdown() {
    this.transport?.close();
  }
}

/** The URL asking for a pool of one connection unless it says otherwise. */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) {
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', '1');
  }
  return url.toString();
}
