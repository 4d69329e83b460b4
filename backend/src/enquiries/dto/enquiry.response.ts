import { ApiProperty } from '@nestjs/swagger';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../enquiry-status.js';

export class EnquiryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() mobile: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId' }) tripType: TripTypeId;
  @ApiProperty({ type: Number, nullable: true }) packageId: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ENQUIRY_STATUSES, enumName: 'EnquiryStatus' }) status: EnquiryStatus;
  @ApiProperty({ type: String, nullable: true }) reply: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-25T10:05:00+05:30' }) repliedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The booking it became' }) bookingId: number | null;
  @ApiProperty({ example: '2026-11-25T09:40:00+05:30' }) createdAt: string;
}

export class EnquiryResponse {
  @ApiProperty({ type: EnquiryDto }) data: EnquiryDto;
}

export class EnquiryReceivedDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['new'] }) status: 'new';
}

/** POST /api/enquiries: only the id goes back to the (anonymous) sender. */
export class EnquiryReceivedResponse {
  @ApiProperty({ type: EnquiryReceivedDto }) data: EnquiryReceivedDto;
}

export class EnquiriesPageResponse {
  @ApiProperty({ type: [EnquiryDto] }) data: EnquiryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
