import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditLog } from './audit-log.service.js';
import { AuditTrail } from './audit-trail.service.js';

/**
 * The audit log (`audit_log`): AuditLog records a change inside the transaction that makes it,
 * AuditTrail reads timelines. Global, so any module records its changes without importing it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditLog, AuditTrail],
  exports: [AuditLog, AuditTrail],
})
export class AuditModule {}
