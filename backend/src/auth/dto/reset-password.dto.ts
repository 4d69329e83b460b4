import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { PASSWORD_LINK_MESSAGES } from '../../users/password-links.service.js';
import { RegisterDto } from './register.dto.js';

/** The new password is checked exactly as at registration. */
export class ResetPasswordDto extends PickType(RegisterDto, ['password', 'confirmPassword'] as const) {
  @ApiProperty({ description: 'The token from the password link (`/resetpassword?token=…`)', example: '12.1767225600.3f9a…' })
  @IsNotEmpty({ message: PASSWORD_LINK_MESSAGES.missing })
  @IsString({ message: PASSWORD_LINK_MESSAGES.missing })
  token: string;
}
