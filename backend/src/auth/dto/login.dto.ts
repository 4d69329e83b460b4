import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation.js';

export class LoginDto {
  @ApiProperty({ description: 'E-mail address or 10-digit mobile number', example: 'meera.patel@example.in' })
  @Trim()
  @MaxLength(254)
  @IsNotEmpty({ message: 'Email or mobile is required' })
  @IsString({ message: 'Email or mobile is required' })
  emailOrMobile: string;

  @ApiProperty({ example: 'correct-horse-42' })
  @MaxLength(200)
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
