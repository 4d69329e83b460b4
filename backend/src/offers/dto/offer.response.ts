import { ApiProperty } from '@nestjs/swagger';
import { OFFER_STATES, type OfferState } from '../offer-state.js';

/** A travel offer: an agent's empty car on a route and date, sold whole at a fixed amount. */
export class OfferResponse {
  @ApiProperty({ example: 7, description: 'The same as id: the old client reads either' })
  _id: number;

  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Bhopal, Madhya Pradesh, India' })
  from: string;

  @ApiProperty({ example: 'Jabalpur, Madhya Pradesh, India' })
  to: string;

  @ApiProperty({ example: 'Dzire' })
  vehicle: string;

  @ApiProperty({ example: 4 })
  seats: number;

  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'Pickup date (IST)' })
  date: string;

  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'The same as date: the old client reads either' })
  pickupDate: string;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: null,
    description: 'Drop date (IST) when the trip ends on a later day',
  })
  dropDate: string | null;

  @ApiProperty({ example: '09:00', description: 'Pickup time, 24-hour HH:mm (IST)' })
  startTime: string;

  @ApiProperty({ example: '15:00', description: 'Drop time, 24-hour HH:mm (IST)' })
  endTime: string;

  @ApiProperty({ type: String, nullable: true, example: 'Bus station to Bus station' })
  pickupInfo: string | null;

  @ApiProperty({ example: 315.4, description: 'Road distance in km, 1 decimal, measured by the server' })
  distance: number;

  @ApiProperty({ example: 1500, description: 'Rupees for the whole car' })
  amount: number;

  @ApiProperty({ type: Number, nullable: true, example: 4.76, description: 'Rupees per km, 2 decimals; null when the distance is 0' })
  perKmRate: number | null;

  @ApiProperty({
    enum: OFFER_STATES,
    enumName: 'OfferState',
    example: 'open',
    description: "'expired': still open but its IST date has passed",
  })
  status: OfferState;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  createdAt: Date;
}

/** The agent behind an offer, for the admin's list. */
export class OfferAgentResponse {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 'Ravi Sharma' })
  fullName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Narmada Travels' })
  travelerName: string | null;

  @ApiProperty({ type: String, nullable: true, example: '9876543210' })
  mobile: string | null;

  @ApiProperty({ example: 'ravi@narmadatravels.in' })
  email: string;
}

export class OfferWithAgentResponse extends OfferResponse {
  @ApiProperty({ type: OfferAgentResponse, nullable: true, description: 'null if the agent account is gone' })
  agent: OfferAgentResponse | null;
}
