import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { INDIAN_MOBILE, Lowercase, MESSAGES, PINCODE, Trim } from '../../common/validation.js';
import { normaliseMobile } from '../../users/users.service.js';

export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(120)
  @IsNotEmpty({ message: 'Full name cannot be empty' })
  @IsString()
  fullName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: MESSAGES.mobile })
  @IsString({ message: MESSAGES.mobile })
  mobile?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Lowercase()
  @MaxLength(254)
  @IsEmail({}, { message: MESSAGES.email })
  email?: string;

  @ApiPropertyOptional({ description: 'Same as address' })
  @IsOptional()
  @Trim()
  @MaxLength(200)
  @IsString()
  area?: string;

  @ApiPropertyOptional({ description: 'Same as area (the customer profile sends address)' })
  @IsOptional()
  @Trim()
  @MaxLength(200)
  @IsString()
  address?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  city?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  state?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @ValidateIf((_o, v) => v !== '')
  @Matches(PINCODE, { message: MESSAGES.pincode })
  pincode?: string;

  @ApiPropertyOptional({
    description: 'A new photo as an image data URL; null removes the photo; the current photo link leaves it unchanged',
    nullable: true,
  })
  @IsOptional()
  @IsString()
  profileImage?: string | null;
}
