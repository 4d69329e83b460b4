import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../users/role.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '../audit-actions.js';

export class HistoryActor {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 3,
    description: "null when a customer reads an office change (the office person's account stays private)",
  })
  id: number | null;

  @ApiProperty({
    example: 'Meera Patel',
    description: "The person's name, or the operator's name for an office change shown to a customer",
  })
  name: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role', example: 'admin' })
  role: Role;
}

export class HistoryEntryResponse {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-24T06:30:00.000Z' })
  at: Date;

  @ApiProperty({
    type: HistoryActor,
    nullable: true,
    description: 'null when nobody was signed in (a reset link asked for on the login page)',
  })
  actor: HistoryActor | null;

  @ApiProperty({ enum: AUDIT_ENTITY_TYPES, example: 'booking' })
  entityType: AuditEntityType;

  @ApiProperty({ example: 123 })
  entityId: number;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'booking.status' })
  action: AuditAction;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { status: 'pending' },
    description: 'The changed fields before the change (money in rupees); null for a creation or a view',
  })
  before: Record<string, unknown> | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { status: 'confirmed' },
    description: 'The changed fields after it',
  })
  after: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why, when the change carries a reason' })
  reason: string | null;
}

/** GET …/history: a timeline, newest first unless `sort=at`. */
export class HistoryResponse {
  @ApiProperty({ type: [HistoryEntryResponse] })
  data: HistoryEntryResponse[];
}
