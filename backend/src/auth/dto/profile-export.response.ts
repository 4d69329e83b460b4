import { ApiProperty } from '@nestjs/swagger';
import { HistoryEntryResponse } from '../../audit/dto/history.response.js';
import { BookingResponse } from '../../bookings/dto/booking.response.js';
import { OfferResponse } from '../../offers/dto/offer.response.js';
import { OwnProfileResponse } from '../../users/dto/profile.response.js';
import { ID_PROOF_TYPES, type IdProofType } from '../../users/user.entity.js';

/** The account as kept: the profile and the dates the person would want to know. */
export class ExportedAccount extends OwnProfileResponse {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-20T09:30:00.000Z',
    description: 'When an admin approved it (customers: at registration)',
  })
  approvedAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When a password was last set through a link',
  })
  passwordChangedAt: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Agents: the name of the travel business' })
  travelerName: string | null;

  @ApiProperty({ enum: ID_PROOF_TYPES, enumName: 'IdProofType', nullable: true, example: null })
  idProofType: IdProofType | null;
}

/** An uploaded image as kept, without its bytes. */
export class ExportedFile {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ enum: ['profile', 'id-proof'], example: 'profile' })
  purpose: string;

  @ApiProperty({ example: 'image/jpeg' })
  mimeType: string;

  @ApiProperty({ example: 48213, description: 'Bytes' })
  byteSize: number;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  createdAt: Date;
}

/** GET /api/auth/profile/export: everything kept about the caller, as a JSON download. */
export class ProfileExportResponse {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-25T10:00:00.000Z' })
  exportedAt: string;

  @ApiProperty({ type: ExportedAccount })
  account: ExportedAccount;

  @ApiProperty({ type: [BookingResponse], description: "The caller's bookings, oldest first, with the passenger's ID number in full" })
  bookings: BookingResponse[];

  @ApiProperty({ type: [OfferResponse], description: "Agents' offers, oldest first (empty for customers)" })
  offers: OfferResponse[];

  @ApiProperty({ type: [ExportedFile], description: 'Uploaded images (profile photo, ID proof) without their bytes' })
  files: ExportedFile[];

  @ApiProperty({
    type: [HistoryEntryResponse],
    description: 'The audit entries about the account and the changes the caller made, oldest first',
  })
  activity: HistoryEntryResponse[];
}
