import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetActiveDto {
  @ApiProperty()
  @IsBoolean({ message: 'active must be true or false' })
  active: boolean;
}
