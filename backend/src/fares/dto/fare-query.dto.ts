import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, registerDecorator, type ValidationArguments } from 'class-validator';

/** Longer than any road trip in India; it keeps absurd numbers out of the amounts. */
export const MAX_DISTANCE_KM = 10000;

export class FareQueryDto {
  @ApiProperty({ description: 'Trip distance in km; rounded up to whole km for pricing', example: 118.4, minimum: 0 })
  // Reads the raw query text: implicit conversion would turn '' into 0 and 'abc' into NaN silently.
  @Transform(({ obj, key }) => parseKm((obj as Record<string, unknown>)[key]))
  @IsDistanceKm()
  distance: number;

  @ApiPropertyOptional({ description: 'Only this vehicle (any case); one outside the table is priced at 15 per km', example: 'Dzire' })
  @IsOptional()
  // Checked bottom-up, and only the first failure is reported: the type check goes last.
  @Matches(/^[\p{L}\p{N} .-]*\p{L}[\p{L}\p{N} .-]*$/u, { message: 'vehicle must be a vehicle name such as Dzire' })
  @MaxLength(40, { message: 'vehicle must be at most 40 characters' })
  @IsString({ message: 'vehicle must be a single piece of text' })
  vehicle?: string;
}

/** '12.5' → 12.5; '' or absent → undefined; anything else that is not a plain decimal → NaN. */
function parseKm(raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  const text = raw.trim();
  if (text === '') return undefined;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** One readable message per failure (missing, not a number, negative, too large) instead of a list. */
function IsDistanceKm() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDistanceKm',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_DISTANCE_KM,
        defaultMessage: ({ property, value }: ValidationArguments) => {
          if (value === undefined) return `${property} is required (km, for example ${property}=120)`;
          if (typeof value !== 'number' || Number.isNaN(value)) return `${property} must be a number of km, for example 120 or 12.5`;
          if (value < 0) return `${property} must not be negative`;
          return `${property} must be at most ${MAX_DISTANCE_KM} km`;
        },
      },
    });
}
