import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetActiveDto {
  @ApiProperty({
    example: true,
    description: 'true activates (and first approves) the account; false deactivates it and ends its sessions',
  })
  @IsBoolean({ message: 'active must be true or false' })
  active: boolean;
}
