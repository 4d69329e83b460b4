import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ActionReason } from '../../audit/action-reason.js';

export class SetActiveDto {
  @ApiProperty({
    example: true,
    description: 'true activates (and first approves) the account; false deactivates it and ends its sessions',
  })
  @IsBoolean({ message: 'active must be true or false' })
  active: boolean;

  @ActionReason((body) => body.active === false, 'Required to deactivate: one sentence, kept in the audit log')
  reason?: string;
}
