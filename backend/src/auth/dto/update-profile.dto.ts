import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { INDIAN_MOBILE, Lowercase, MESSAGES, PINCODE, Trim } from '../../common/validation.js';
import { normaliseMobile } from '../../users/users.service.js';

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Meera Patel' })
  @IsOptional()
  @Trim()
  @MaxLength(120)
  @IsNotEmpty({ message: 'Full name cannot be empty' })
  @IsString()
  fullName?: string;

  @ApiPropertyOptional({ example: '9876543210' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: MESSAGES.mobile })
  @IsString({ message: MESSAGES.mobile })
  mobile?: string;

  @ApiPropertyOptional({ example: 'meera.patel@example.in' })
  @IsOptional()
  @Lowercase()
  @MaxLength(254)
  @IsEmail({}, { message: MESSAGES.email })
  email?: string;

  @ApiPropertyOptional({ description: 'Same as address', example: 'Napier Town' })
  @IsOptional()
  @Trim()
  @MaxLength(200)
  @IsString()
  area?: string;

  @ApiPropertyOptional({ description: 'Same as area (the customer profile sends address)', example: 'Napier Town' })
  @IsOptional()
  @Trim()
  @MaxLength(200)
  @IsString()
  address?: string;

  @ApiPropertyOptional({ example: 'Jabalpur' })
  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  city?: string;

  @ApiPropertyOptional({ example: 'Madhya Pradesh' })
  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  state?: string;

  @ApiPropertyOptional({ example: '482001' })
  @IsOptional()
  @Trim()
  @ValidateIf((_o, v) => v !== '')
  @Matches(PINCODE, { message: MESSAGES.pincode })
  pincode?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'A new photo as an image data URL; null removes the photo; the current photo link leaves it unchanged',
    nullable: true,
    example: 'data:image/jpeg;base64,/9j/4AAQSkZJRg…',
  })
  @IsOptional()
  @IsString()
  profileImage?: string | null;
}
