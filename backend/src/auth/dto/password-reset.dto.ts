import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { Matches, Optional } from '../../common/validation.js';
import { PASSWORD_LINK_MESSAGES } from '../../users/password-links.service.js';
import { LoginDto } from './login.dto.js';
import { RegisterDto } from './register.dto.js';

/** POST /api/auth/password-reset: "Forgot password?" with the account's e-mail or mobile. */
export class PasswordResetRequestDto extends PickType(LoginDto, ['emailOrMobile'] as const) {}

/** POST /api/auth/password-reset/confirm: the token from the e-mailed link and the new password, checked as at registration. */
export class PasswordResetConfirmDto extends PickType(RegisterDto, ['password'] as const) {
  @ApiProperty({ description: 'The token from the e-mailed link (`/resetpassword?token=…`)', example: '12.1767225600.3f9a…' })
  @IsNotEmpty({ message: PASSWORD_LINK_MESSAGES.missing })
  @IsString({ message: PASSWORD_LINK_MESSAGES.missing })
  token: string;

  @ApiPropertyOptional({ description: 'When sent, must equal password', example: 'correct-horse-42' })
  @Optional()
  @Matches('password', { message: 'Passwords do not match!' })
  confirmPassword?: string;
}
