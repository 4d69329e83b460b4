import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentState } from '../fleet-documents.js';

/** One document's state on the day asked. */
export class DocumentStatusResponse {
  @ApiProperty({ enum: DOCUMENT_KINDS, example: 'insurance' })
  kind: DocumentKind;

  @ApiProperty({ format: 'date', example: '2026-12-20', description: 'Last valid day (IST)' })
  expiry: string;

  @ApiProperty({ enum: ['valid', 'expiring', 'expired'], example: 'expiring', description: 'expiring: within 30 days' })
  state: DocumentState;

  @ApiProperty({ example: 25, description: 'Days from today (IST) to the expiry date; negative once expired' })
  daysLeft: number;
}

export class DriverResponse {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Ramesh Kumar' })
  name: string;

  @ApiProperty({ example: '9876543210' })
  mobile: string;

  @ApiProperty({ example: 'MP20 20190012345' })
  licenceNumber: string;

  @ApiProperty({ format: 'date', example: '2030-05-31' })
  licenceExpiry: string;

  @ApiProperty({ example: true })
  active: boolean;

  @ApiProperty({ type: [String], example: ['The driving licence expires on 20/12/2026, in 25 days.'] })
  warnings: string[];

  @ApiProperty({ type: [DocumentStatusResponse] })
  documents: DocumentStatusResponse[];
}

export class CabResponse {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 'MP20AB1234' })
  registration: string;

  @ApiProperty({ example: 'Dzire' })
  vehicle: string;

  @ApiProperty({ example: 4 })
  seats: number;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  permitExpiry: string;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  fitnessExpiry: string;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  insuranceExpiry: string;

  @ApiProperty({ format: 'date', example: '2027-03-31' })
  pucExpiry: string;

  @ApiProperty({ example: true })
  active: boolean;

  @ApiProperty({ type: [String], example: ['The PUC certificate expired on 01/11/2026.'] })
  warnings: string[];

  @ApiProperty({ type: [DocumentStatusResponse] })
  documents: DocumentStatusResponse[];
}

export class DriverEnvelope {
  @ApiProperty({ type: DriverResponse })
  data: DriverResponse;
}

export class DriverListResponse {
  @ApiProperty({ type: [DriverResponse] })
  data: DriverResponse[];
}

export class CabEnvelope {
  @ApiProperty({ type: CabResponse })
  data: CabResponse;
}

export class CabListResponse {
  @ApiProperty({ type: [CabResponse] })
  data: CabResponse[];
}
