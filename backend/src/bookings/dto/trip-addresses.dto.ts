import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NoControlChars, Trim } from '../../common/validation.js';

export const ADDRESS_LIMITS = { address: { min: 5, max: 200 }, landmark: { max: 100 } };

/**
 * Where the driver picks the passenger up and drops them: street addresses within the trip's places.
 * One shape for every trip type (one-way, offers, and the others), sent as `addresses` and answered
 * as `addresses`. Messages start with the property name: Nest prefixes nested ones ('addresses.…').
 */
export class TripAddressesDto {
  @ApiProperty({ example: '12 Napier Town, near Bhawartal Garden', description: '5 to 200 characters, one line' })
  @Trim()
  @NoControlChars('pickupAddress must be one line of text without control characters')
  @MaxLength(ADDRESS_LIMITS.address.max, { message: `pickupAddress must be at most ${ADDRESS_LIMITS.address.max} characters` })
  @MinLength(ADDRESS_LIMITS.address.min, { message: `pickupAddress must be at least ${ADDRESS_LIMITS.address.min} characters` })
  @IsNotEmpty({ message: 'pickupAddress is required' })
  @IsString({ message: 'pickupAddress is required' })
  pickupAddress: string;

  @ApiPropertyOptional({ example: 'Opposite the Gurudwara', description: 'Up to 100 characters, one line' })
  @IsOptional()
  @Trim()
  @NoControlChars('pickupLandmark must be one line of text without control characters')
  @MaxLength(ADDRESS_LIMITS.landmark.max, { message: `pickupLandmark must be at most ${ADDRESS_LIMITS.landmark.max} characters` })
  @IsString({ message: 'pickupLandmark must be text' })
  pickupLandmark?: string;

  @ApiProperty({ example: 'Hotel Palash Residency, MP Nagar Zone 1, Bhopal', description: '5 to 200 characters, one line' })
  @Trim()
  @NoControlChars('dropAddress must be one line of text without control characters')
  @MaxLength(ADDRESS_LIMITS.address.max, { message: `dropAddress must be at most ${ADDRESS_LIMITS.address.max} characters` })
  @MinLength(ADDRESS_LIMITS.address.min, { message: `dropAddress must be at least ${ADDRESS_LIMITS.address.min} characters` })
  @IsNotEmpty({ message: 'dropAddress is required' })
  @IsString({ message: 'dropAddress is required' })
  dropAddress: string;
}

/** The addresses as a booking answers them; null on bookings made before addresses were asked. */
export class TripAddressesResponse {
  @ApiProperty({ example: '12 Napier Town, near Bhawartal Garden' })
  pickupAddress: string;

  @ApiProperty({ type: String, nullable: true, example: 'Opposite the Gurudwara' })
  pickupLandmark: string | null;

  @ApiProperty({ example: 'Hotel Palash Residency, MP Nagar Zone 1, Bhopal' })
  dropAddress: string;
}
