import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { BooleanParam, DateParam, IdParam, ListQuery, SortParam, TextParam } from '../../common/listing/list-query.js';
import { IsIstDate } from '../../common/time/time-validators.js';
import { Lowercase } from '../../common/validation.js';
import { normaliseVehicle } from '../../fares/fare-table.js';
import { ADVANCE_STATUSES, type AdvanceStatus } from '../advance.js';

import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { BOOKING_STATUSES, type BookingStatus } from '../booking-status.js';

export const BOOKING_SORT_KEYS = ['createdAt', 'date', 'totalAmount'] as const;
export const BOOKING_DEFAULT_SORT = '-createdAt';

/** 'YYYY-MM-DDTHH:mm' in IST, as the unassigned-trips tile links to. */
export const IST_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * GET /api/bookings/all and /api/bookings/all.csv. `q` finds a booking by reference (JBP-000123),
 * mobile (the passenger's or the account holder's, any common way of writing it), e-mail, or text
 * in the passenger's or customer's name, the passenger's phone or the places.
 */
export class ListBookingsQuery extends ListQuery {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES, example: 'pending' })
  @IsOptional()
  @Lowercase()
  @IsIn(BOOKING_STATUSES, { message: `status must be one of: ${BOOKING_STATUSES.join(', ')}` })
  status?: BookingStatus;

  @BooleanParam('open', 'true: pending or confirmed (trips still to run); false: cancelled ones')
  open?: boolean;

  @ApiPropertyOptional({
    enum: ADVANCE_STATUSES,
    example: 'submitted',
    description: "'submitted': reported by the customer, waiting for verification",
  })
  @IsOptional()
  @Lowercase()
  @IsIn(ADVANCE_STATUSES, { message: `advance must be one of: ${ADVANCE_STATUSES.join(', ')}` })
  advance?: AdvanceStatus;

  @ApiPropertyOptional({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId', example: 'round-trip' })
  @IsOptional()
  @IsIn(TRIP_TYPE_IDS, { message: `tripType must be one of: ${TRIP_TYPE_IDS.join(', ')}` })
  tripType?: TripTypeId;

  @TextParam('vehicle', 'The vehicle booked, any letter case', 'Dzire')
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseVehicle(value) : value))
  vehicle?: string;

  @ApiPropertyOptional({ format: 'date', description: 'One trip date (IST), YYYY-MM-DD', example: '2025-10-31' })
  @IsOptional()
  @IsIstDate('date')
  date?: string;

  @DateParam('dateFrom', 'Trips on or after this IST date')
  dateFrom?: string;

  @DateParam('dateTo', 'Trips on or before this IST date', 'dateFrom')
  dateTo?: string;

  @DateParam('createdFrom', 'Booked on or after this IST date')
  createdFrom?: string;

  @DateParam('createdTo', 'Booked on or before this IST date', 'createdFrom')
  createdTo?: string;

  @IdParam('agentId', "Bookings of this agent's offers")
  agentId?: number;

  @IdParam('customerId', "This customer's bookings")
  customerId?: number;

  @BooleanParam('unassigned', "true: pending or confirmed with no driver yet (neither the office's nor the offer agent's)")
  unassigned?: boolean;

  @ApiPropertyOptional({ description: 'Pickup at or after this IST date and time', example: '2026-12-01T09:30' })
  @IsOptional()
  @Matches(IST_DATE_TIME, { message: 'pickupFrom must be an IST date and time like 2026-12-01T09:30' })
  pickupFrom?: string;

  @ApiPropertyOptional({ description: 'Pickup before this IST date and time', example: '2026-12-02T09:30' })
  @IsOptional()
  @Matches(IST_DATE_TIME, { message: 'pickupTo must be an IST date and time like 2026-12-01T09:30' })
  pickupTo?: string;

  @SortParam(BOOKING_SORT_KEYS, BOOKING_DEFAULT_SORT)
  sort?: string;
}
