import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength, registerDecorator, type ValidationArguments } from 'class-validator';
import { INDIAN_MOBILE, Lowercase, Trim, PlainText } from '../../common/validation.js';
import { ID_PROOF_TYPES, type IdProofType } from '../../users/user.entity.js';
import { normaliseMobile } from '../../users/users.service.js';

const AADHAAR = /^\d{12}$/;
// EPIC numbers are 3 letters and 7 digits; older cards carry state-coded numbers with slashes.
const VOTER_ID = /^[A-Z0-9/]{6,20}$/;

/**
 * The passenger the cab is for (spec section 3, "Passenger details"). Messages start with the
 * property name because Nest prefixes nested ones with the parent: 'passenger.name is required'.
 */
export class PassengerDto {
  @ApiProperty({ example: 'Asha Verma' })
  @Trim()
  @PlainText('name')
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  @IsNotEmpty({ message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @ApiProperty({ example: '9876543210' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseMobile(value) ?? value) : value))
  @Matches(INDIAN_MOBILE, { message: 'phone must be a 10-digit Indian mobile number' })
  @IsString({ message: 'phone must be a 10-digit Indian mobile number' })
  phone: string;

  @ApiProperty({ example: 'asha@example.in' })
  @Lowercase()
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({ enum: ID_PROOF_TYPES })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (ID_PROOF_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase()) ?? value) : value,
  )
  @IsIn(ID_PROOF_TYPES, { message: 'idType must be Aadhar Card or Voter ID Card' })
  idType: IdProofType;

  @ApiProperty({ example: '1234 5678 9012', description: 'Spaces and dashes are dropped; answered masked to the last 4' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value))
  @IsIdNumberFor('idType')
  idNumber: string;
}

/** Aadhaar: 12 digits. Voter ID: 6 to 20 letters, digits or slashes. */
function IsIdNumberFor(typeProperty: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIdNumberFor',
      target: target.constructor,
      propertyName,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'string') return false;
          const type = (args.object as Record<string, unknown>)[typeProperty];
          return type === 'Voter ID Card' ? VOTER_ID.test(value) : AADHAAR.test(value);
        },
        defaultMessage(args: ValidationArguments) {
          if (typeof args.value !== 'string' || args.value === '') return 'idNumber is required';
          const type = (args.object as Record<string, unknown>)[typeProperty];
          return type === 'Voter ID Card'
            ? 'idNumber must be 6 to 20 letters or digits for a Voter ID Card'
            : 'idNumber must be 12 digits for an Aadhaar Card';
        },
      },
    });
}
