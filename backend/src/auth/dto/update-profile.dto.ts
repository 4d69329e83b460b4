import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { INDIAN_MOBILE, Lowercase, MESSAGES, PINCODE, Trim, PlainText, Optional } from '../../common/validation.js';
import { normaliseMobile } from '../../users/users.service.js';

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Meera Patel' })
  @Optional()
  @Trim()
  @PlainText('Full name')
  @MaxLength(120)
  @IsNotEmpty({ message: 'Full name cannot be empty' })
  @IsString()
  fullName?: string;

  @ApiPropertyOptional({ example: '9876543210' })
  @Optional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: MESSAGES.mobile })
  @IsString({ message: MESSAGES.mobile })
  mobile?: string;

  @ApiPropertyOptional({ example: 'meera.patel@example.in' })
  @Optional()
  @Lowercase()
  @MaxLength(254)
  @IsEmail({}, { message: MESSAGES.email })
  email?: string;

  @ApiPropertyOptional({ description: 'Same as address', example: 'Napier Town' })
  @Optional()
  @Trim()
  @PlainText('area')
  @MaxLength(200)
  @IsString()
  area?: string;

  @ApiPropertyOptional({ description: 'Same as area (the customer profile sends address)', example: 'Napier Town' })
  @Optional()
  @Trim()
  @PlainText('address')
  @MaxLength(200)
  @IsString()
  address?: string;

  @ApiPropertyOptional({ example: 'Jabalpur' })
  @Optional()
  @Trim()
  @PlainText('city')
  @MaxLength(100)
  @IsString()
  city?: string;

  @ApiPropertyOptional({ example: 'Madhya Pradesh' })
  @Optional()
  @Trim()
  @PlainText('state')
  @MaxLength(100)
  @IsString()
  state?: string;

  @ApiPropertyOptional({ example: '482001' })
  @Optional()
  @Trim()
  @ValidateIf((_o, v) => v !== '')
  @Matches(PINCODE, { message: MESSAGES.pincode })
  pincode?: string;
}
