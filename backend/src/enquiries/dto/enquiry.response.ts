import { ApiProperty } from '@nestjs/swagger';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../enquiry-status.js';

export class EnquiryDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Sunita Patel' }) name: string;
  @ApiProperty({ example: '9876543210' }) mobile: string;
  @ApiProperty({ type: String, nullable: true, example: 'sunita@example.in' }) email: string | null;
  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId' }) tripType: TripTypeId;
  @ApiProperty({ type: Number, nullable: true, example: null }) packageId: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2027-02-12' }) date: string | null;
  @ApiProperty({ example: 'Six cars for a wedding, Jabalpur to Katni and back.' }) message: string;
  @ApiProperty({ enum: ENQUIRY_STATUSES, enumName: 'EnquiryStatus' }) status: EnquiryStatus;
  @ApiProperty({ type: String, nullable: true, example: 'Six Dzires: ₹15,600 in all.' }) reply: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-25T10:05:00+05:30' }) repliedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, example: null, description: 'The booking it became' }) bookingId: number | null;
  @ApiProperty({ example: '2026-11-25T09:40:00+05:30' }) createdAt: string;
}

export class EnquiryResponse {
  @ApiProperty({ type: EnquiryDto }) data: EnquiryDto;
}

export class EnquiryReceivedDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ enum: ['new'] }) status: 'new';
}

/** POST /api/enquiries: only the id goes back to the (anonymous) sender. */
export class EnquiryReceivedResponse {
  @ApiProperty({ type: EnquiryReceivedDto }) data: EnquiryReceivedDto;
}

export class EnquiriesPageResponse {
  @ApiProperty({ type: [EnquiryDto] }) data: EnquiryDto[];
  @ApiProperty({ example: 12 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 50 }) limit: number;
}
