import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Length, Matches as MatchesPattern, MaxLength, MinLength, IsEmail } from 'class-validator';
import { Lowercase, Matches, MESSAGES, INDIAN_MOBILE, PINCODE, Trim, PlainText, Optional } from '../../common/validation.js';
import { normaliseMobile } from '../../users/users.service.js';
import { ID_PROOF_TYPES, type IdProofType } from '../../users/user.entity.js';
import { ROLES, type Role } from '../../users/role.js';

export class RegisterDto {
  @ApiProperty({ enum: ['Admin', 'Agent', 'Customer'], description: 'Case-insensitive', example: 'Customer' })
  @Lowercase()
  @IsIn(ROLES, { message: 'Role must be Admin, Agent or Customer' })
  @IsNotEmpty({ message: 'Role is required' })
  role: Role;

  @ApiProperty({ example: 'Meera Patel' })
  @Trim()
  @PlainText('Full name')
  @MaxLength(120)
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString({ message: 'Full name is required' })
  fullName: string;

  @ApiProperty({ example: 'meera.patel@example.in' })
  @Lowercase()
  @MaxLength(254)
  @IsEmail({}, { message: MESSAGES.email })
  email: string;

  @ApiProperty({ example: '9876543210' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @MatchesPattern(INDIAN_MOBILE, { message: MESSAGES.mobile })
  @IsString({ message: MESSAGES.mobile })
  mobile: string;

  @ApiProperty({ example: 'Napier Town' })
  @Trim()
  @PlainText('Area')
  @MaxLength(200)
  @IsNotEmpty({ message: 'Area is required' })
  @IsString({ message: 'Area is required' })
  area: string;

  @ApiProperty({ example: 'Jabalpur' })
  @Trim()
  @PlainText('City')
  @MaxLength(100)
  @IsNotEmpty({ message: 'City is required' })
  @IsString({ message: 'City is required' })
  city: string;

  @ApiProperty({ example: 'Madhya Pradesh' })
  @Trim()
  @PlainText('State')
  @MaxLength(100)
  @IsNotEmpty({ message: 'State is required' })
  @IsString({ message: 'State is required' })
  state: string;

  @ApiProperty({ example: '482001' })
  @Trim()
  @MatchesPattern(PINCODE, { message: MESSAGES.pincode })
  @IsString({ message: MESSAGES.pincode })
  pincode: string;

  @ApiProperty({ minLength: 8, maxLength: 72, example: 'correct-horse-42' })
  @MaxLength(72, { message: 'Password must be at most 72 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password is required' })
  password: string;

  @ApiProperty({ description: 'The same as password', example: 'correct-horse-42' })
  @Matches('password', { message: 'Passwords do not match!' })
  @IsString({ message: 'Please confirm your password' })
  confirmPassword: string;

  @ApiPropertyOptional({ description: 'Agents: the name of the travel business', example: 'Narmada Travels' })
  @Optional()
  @Trim()
  @PlainText('travelerName')
  @MaxLength(120)
  @IsString()
  travelerName?: string;

  @ApiPropertyOptional({ enum: ID_PROOF_TYPES, enumName: 'IdProofType', description: 'Agents', example: 'Aadhar Card' })
  @Optional()
  @IsIn(ID_PROOF_TYPES, { message: 'ID proof type must be Aadhar Card or Voter ID Card' })
  idProofType?: IdProofType;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Agents: an image of the ID proof' })
  @Optional()
  @Length(0, 0, { message: 'idProofImage must be sent as a file' })
  idProofImage?: never;
}
