import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_CHANGE_MESSAGES } from '../../users/email-changes.service.js';

/** POST /api/auth/email-change/confirm: the token from the link sent to the new address. */
export class EmailChangeConfirmDto {
  @ApiProperty({ description: 'The token from the link (`/confirm-email?token=…`)', example: '12.1767225600.3f9a…' })
  @MaxLength(200, { message: EMAIL_CHANGE_MESSAGES.invalid })
  @IsNotEmpty({ message: EMAIL_CHANGE_MESSAGES.missing })
  @IsString({ message: EMAIL_CHANGE_MESSAGES.missing })
  token: string;
}
