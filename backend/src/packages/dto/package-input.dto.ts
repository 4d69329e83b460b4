import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_RUPEES } from '../../common/money.js';
import { Trim } from '../../common/validation.js';
import { VEHICLES, type Vehicle } from '../../fares/fare-schedule.js';
import { PACKAGE_TRIP_TYPES, type PackageTripType } from '../../trips/trip-types.js';

export class PackagePriceDto {
  @ApiProperty({ enum: VEHICLES, enumName: 'Vehicle' })
  @IsIn(VEHICLES, { message: `vehicle must be one of ${VEHICLES.join(', ')}` })
  vehicle: Vehicle;

  @ApiProperty({ example: 9500, description: 'Whole rupees, GST included' })
  @Max(MAX_RUPEES, { message: `price must be at most ${MAX_RUPEES} rupees` })
  @Min(1, { message: 'price must be at least 1 rupee' })
  @IsInt({ message: 'price must be a whole number of rupees' })
  price: number;
}

/** Text lists of a package (itinerary, inclusions, exclusions, places): 0–20 lines of up to 300 characters. */
function TextList(name: string, example: string[]) {
  return (target: object, key: string) => {
    ApiProperty({ type: [String], example })(target, key);
    MaxLength(300, { each: true, message: `each line of ${name} must be at most 300 characters` })(target, key);
    IsNotEmpty({ each: true, message: `${name} must not have empty lines` })(target, key);
    IsString({ each: true, message: `each line of ${name} must be text` })(target, key);
    ArrayMaxSize(20, { message: `${name} can have at most 20 lines` })(target, key);
    IsArray({ message: `${name} must be a list of lines` })(target, key);
  };
}

/** POST /api/packages. Every text in English and in Hindi (the *Hi fields), line for line. */
export class PackageInputDto {
  @ApiProperty({ enum: PACKAGE_TRIP_TYPES, enumName: 'PackageTripType' })
  @IsIn(PACKAGE_TRIP_TYPES, { message: `tripType must be one of ${PACKAGE_TRIP_TYPES.join(', ')}` })
  tripType: PackageTripType;

  @ApiProperty({ example: 'Bandhavgarh safari weekend, 2 days' })
  @Trim()
  @MaxLength(120, { message: 'title must be at most 120 characters' })
  @IsNotEmpty({ message: 'title is required' })
  @IsString({ message: 'title is required' })
  title: string;

  @ApiProperty({ example: 'बांधवगढ़ सफ़ारी वीकेंड, 2 दिन' })
  @Trim()
  @MaxLength(120, { message: 'titleHi must be at most 120 characters' })
  @IsNotEmpty({ message: 'titleHi (the Hindi title) is required' })
  @IsString({ message: 'titleHi (the Hindi title) is required' })
  titleHi: string;

  @TextList('itinerary', ['Day 1: Jabalpur to Tala (197 km)', 'Day 2: back to Jabalpur'])
  itinerary: string[];

  @TextList('itineraryHi', ['दिन 1: जबलपुर से ताला (197 किमी)', 'दिन 2: जबलपुर वापसी'])
  itineraryHi: string[];

  @TextList('inclusions', ['Fuel', 'Driver allowance'])
  inclusions: string[];

  @TextList('inclusionsHi', ['ईंधन', 'ड्राइवर भत्ता'])
  inclusionsHi: string[];

  @TextList('exclusions', ['Safari permits and gypsy', 'Tolls and parking'])
  exclusions: string[];

  @TextList('exclusionsHi', ['सफ़ारी परमिट और जिप्सी', 'टोल और पार्किंग'])
  exclusionsHi: string[];

  @TextList('places', ['Bandhavgarh'])
  places: string[];

  @ApiProperty({ example: 500, description: 'km included' })
  @Max(10000, { message: 'km must be at most 10000' })
  @Min(1, { message: 'km must be at least 1' })
  @IsInt({ message: 'km must be a whole number' })
  km: number;

  @ApiProperty({ example: 36, description: 'hours included' })
  @Max(24 * 30, { message: 'hours must be at most 720' })
  @Min(1, { message: 'hours must be at least 1' })
  @IsInt({ message: 'hours must be a whole number' })
  hours: number;

  @ApiProperty({ type: [PackagePriceDto], description: 'One price per vehicle offered' })
  @ValidateNested({ each: true })
  @Type(() => PackagePriceDto)
  @ArrayMaxSize(VEHICLES.length, { message: 'prices can have one entry per vehicle' })
  @ArrayMinSize(1, { message: 'prices must name at least one vehicle' })
  @IsArray({ message: 'prices must be a list of {vehicle, price}' })
  prices: PackagePriceDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'data:image/jpeg;base64,/9j/4AAQ…',
    description: 'A photo as an image data URL; null removes it',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'photo must be an image data URL (data:image/...;base64,...)' })
  photo?: string | null;
}

/** PUT /api/packages/:id: any of the fields, and `active: false` to take it off sale. */
export class PackageUpdateDto extends PartialType(PackageInputDto) {
  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
