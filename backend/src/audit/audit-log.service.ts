import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { insertRow } from '../database/insert-rows.js';
import type { Role } from '../users/role.js';
import { type AuditAction, type AuditEntityType, withoutPersonalData } from './audit-actions.js';
import { AuditEntry, type AuditValues } from './audit-entry.entity.js';

/** Who made a change: the signed-in user (an AuthUser will do), or null for nobody signed in. */
export type AuditActor = { id: number; role: Role } | null;

export interface AuditRecord {
  actor: AuditActor;
  entityType: AuditEntityType;
  entityId: number;
  action: AuditAction;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
}

/**
 * The audit log's one writer. A module records a change by calling `record()` with the
 * EntityManager of the transaction that makes the change, so the entry commits or rolls back
 * with it:
 *
 *     await this.transactions.run(async (manager) => {
 *       await manager.update(Booking, { id }, { status: to });
 *       await this.audit.record(manager, {
 *         actor: me, entityType: 'booking', entityId: id, action: 'booking.status',
 *         before: { status: from }, after: { status: to },
 *       });
 *     });
 *
 * A new kind of change adds its name to AUDIT_ACTIONS (audit-actions.ts). The module is global:
 * inject AuditLog anywhere.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly clock: Clock) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await insertRow(manager, AuditEntry, {
      at: this.clock.now(),
      actorId: entry.actor?.id ?? null,
      actorRole: entry.actor?.role ?? null,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    });
  }

  /** When a person deletes their account: their e-mail, mobile and names leave the entries about them. */
  async erasePersonalData(manager: EntityManager, userId: number): Promise<void> {
    const entries = await manager.find(AuditEntry, { where: { entityType: 'user', entityId: userId } });
    for (const entry of entries) {
      await manager.update(
        AuditEntry,
        { id: entry.id },
        { before: withoutPersonalData(entry.before), after: withoutPersonalData(entry.after) },
      );
    }
  }
}
