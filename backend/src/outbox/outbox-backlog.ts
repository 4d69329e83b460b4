import { Injectable } from '@nestjs/common';
import { IsNull, LessThan } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { Outbox } from './outbox.js';
import { OUTBOX_LATE_MS } from './outbox-retry.js';

/** For the health check: how many messages have waited longer than they should. */
@Injectable()
export class OutboxBacklog {
  constructor(
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  lateCount(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - OUTBOX_LATE_MS);
    return this.outbox.repository.countBy({ deliveredAt: IsNull(), createdAt: LessThan(before) });
  }
}
