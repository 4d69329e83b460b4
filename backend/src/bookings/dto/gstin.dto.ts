import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf } from 'class-validator';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from '../../invoices/gstin.js';

/** A GSTIN field: spaces dropped and upper-cased, then checked (format, state code, check character). */
export function GstinField() {
  return (object: object, propertyName: string) => {
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseGstin(value) : value))(object, propertyName);
    registerDecorator({
      name: 'gstin',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && gstinProblem(value) === null,
        defaultMessage: (args) => (typeof args?.value === 'string' ? (gstinProblem(args.value) ?? '') : GSTIN_MESSAGES.format),
      },
    });
  };
}

/** PUT /api/bookings/:id/gstin: set or (null) clear it before the invoice is issued. */
export class SetGstinDto {
  @ApiProperty({ type: String, nullable: true, example: '27AAPFU0939F1ZV', description: 'null clears it' })
  @ValidateIf((_o: object, value: unknown) => value !== null)
  @GstinField()
  gstin: string | null;
}
