import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/listing/list-query.js';
import { INDIAN_MOBILE, PlainText, Trim } from '../../common/validation.js';
import { REGISTRATION } from '../../fleet/dto/cab.dto.js';
import { BOOKING_STATUSES, type BookingStatus } from '../booking-status.js';

export const AGENT_ASSIGNMENT_MESSAGES = {
  driverName: 'driverName is required',
  driverMobile: 'driverMobile must be a 10-digit mobile number starting with 6 to 9',
  cabRegistration: 'cabRegistration must be a vehicle number like MP20AB1234',
  cabModel: 'cabModel is required',
};

/** PUT /api/agent/bookings/:id/assignment: the agent's own driver and cab for a booking of their offer. */
export class AgentAssignmentDto {
  @ApiProperty({ example: 'Suresh Patel', maxLength: 120 })
  @Trim()
  @IsString({ message: AGENT_ASSIGNMENT_MESSAGES.driverName })
  @IsNotEmpty({ message: AGENT_ASSIGNMENT_MESSAGES.driverName })
  @MaxLength(120, { message: 'driverName must be at most 120 characters' })
  @PlainText('driverName')
  driverName: string;

  @ApiProperty({ example: '9826012345' })
  @Trim()
  @IsString({ message: AGENT_ASSIGNMENT_MESSAGES.driverMobile })
  @Matches(INDIAN_MOBILE, { message: AGENT_ASSIGNMENT_MESSAGES.driverMobile })
  driverMobile: string;

  @ApiProperty({ example: 'MP20CD5678', description: 'Spaces and dashes are dropped, letters upper-cased' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value))
  @IsString({ message: AGENT_ASSIGNMENT_MESSAGES.cabRegistration })
  @Matches(REGISTRATION, { message: AGENT_ASSIGNMENT_MESSAGES.cabRegistration })
  cabRegistration: string;

  @ApiProperty({ example: 'Ertiga', maxLength: 40 })
  @Trim()
  @IsString({ message: AGENT_ASSIGNMENT_MESSAGES.cabModel })
  @IsNotEmpty({ message: AGENT_ASSIGNMENT_MESSAGES.cabModel })
  @MaxLength(40, { message: 'cabModel must be at most 40 characters' })
  @PlainText('cabModel')
  cabModel: string;
}

/** GET /api/agent/bookings: a page of the bookings of the caller's offers, latest trip first. */
export class AgentBookingsQuery extends PageQuery {}

export class AgentBookingCustomer {
  @ApiProperty({ example: 'Meera Patel', description: "The passenger's name" })
  name: string;

  @ApiProperty({ example: '9876543210' })
  mobile: string;
}

export class AgentSentDriver {
  @ApiProperty({ example: 'Suresh Patel' })
  name: string;

  @ApiProperty({ example: '9826012345' })
  mobile: string;
}

export class AgentSentCab {
  @ApiProperty({ example: 'MP20CD5678' })
  registration: string;

  @ApiProperty({ example: 'Ertiga', description: 'The model, as the agent typed it' })
  vehicle: string;
}

/** The driver and cab the offer's agent sends: shown to the customer like the office's assignment. */
export class AgentAssignmentResponse {
  @ApiProperty({ type: AgentSentDriver })
  driver: AgentSentDriver;

  @ApiProperty({ type: AgentSentCab })
  cab: AgentSentCab;
}

/** A booking of one of the agent's offers, as the agent sees it: whom to pick up, where and when. */
export class AgentBookingResponse {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 'JBP-000042' })
  reference: string;

  @ApiProperty({ example: 7 })
  offerId: number;

  @ApiProperty({ enum: BOOKING_STATUSES, example: 'pending' })
  status: BookingStatus;

  @ApiProperty({ example: 'Jabalpur, Jabalpur, Madhya Pradesh, India' })
  from: string;

  @ApiProperty({ example: 'Nagpur, Nagpur, Maharashtra, India' })
  to: string;

  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;

  @ApiProperty({ example: '07:30', description: 'Pickup time, IST' })
  time: string;

  @ApiProperty({ example: 'Dzire' })
  vehicle: string;

  @ApiProperty({ example: 2500, description: "Rupees: the offer's price" })
  totalAmount: number;

  @ApiProperty({ type: AgentBookingCustomer })
  customer: AgentBookingCustomer;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '12 Napier Town (landmark: Opposite the Gurudwara)',
    description: 'Pickup address with landmark',
  })
  pickupAddress: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Bus Stand to Bus Stand', description: "The spec's pickup info" })
  pickupInfo: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Sitabuldi, Nagpur' })
  dropAddress: string | null;

  @ApiProperty({ type: AgentAssignmentResponse, nullable: true, description: 'The driver and cab the agent entered' })
  assignment: AgentAssignmentResponse | null;

  @ApiProperty({ example: true, description: 'The agent may PUT assignment now (pending or confirmed)' })
  canAssign: boolean;
}

export class AgentBookingsResponse {
  @ApiProperty({ type: [AgentBookingResponse] })
  data: AgentBookingResponse[];
}

export class AgentBookingEnvelope {
  @ApiProperty({ type: AgentBookingResponse })
  data: AgentBookingResponse;
}
