import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox.js';
import { OutboxBacklog } from './outbox-backlog.js';
import { OutboxWorker } from './outbox.worker.js';

@Global()
@Module({ providers: [Outbox, OutboxWorker, OutboxBacklog], exports: [Outbox, OutboxBacklog, OutboxWorker] })
export class OutboxModule {}
