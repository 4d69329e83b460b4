import { Global, Module } from '@nestjs/common';
import { DataChangeSubscriber } from './data-change.subscriber.js';
import { DataVersion } from './data-version.js';
import { PublicReadInterceptor } from './public-read.interceptor.js';
import { PublicReads } from './public-reads.service.js';

/** Public reads served from memory, invalidated exactly by a data version (see docs/architecture.md). */
@Global()
@Module({
  providers: [DataVersion, DataChangeSubscriber, PublicReads, PublicReadInterceptor],
  exports: [PublicReads, PublicReadInterceptor, DataVersion],
})
export class PublicReadsModule {}
