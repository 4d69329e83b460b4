import type { Role } from '../users/role.js';
import type { AuditEntry } from './audit-entry.entity.js';
import type { HistoryActor, HistoryEntryResponse } from './dto/history.response.js';

/**
 * Who reads a history: the office sees every entry with the names of the people who made them;
 * a customer reading their own booking's sees office changes as the operator's, not the staff
 * member's account (AuditTrail also leaves internal entries out for them).
 */
export type HistoryViewer = { kind: 'office' } | { kind: 'owner'; operatorName: string };

export type ActorNames = ReadonlyMap<number, string>;

export function toHistoryEntry(entry: AuditEntry, names: ActorNames, viewer: HistoryViewer): HistoryEntryResponse {
  return {
    id: entry.id,
    at: entry.at,
    actor: toActor(entry.actorId, entry.actorRole, names, viewer),
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  };
}

function toActor(id: number | null, role: Role | null, names: ActorNames, viewer: HistoryViewer): HistoryActor | null {
  if (id === null || role === null) return null;
  if (viewer.kind === 'owner' && role === 'admin') return { id: null, name: viewer.operatorName, role };
  return { id, name: names.get(id) ?? `Account #${id}`, role };
}
