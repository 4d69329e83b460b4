import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { DateParam, IdParam, ListQuery, SortParam, TextParam } from '../../common/listing/list-query.js';
import { IsIstDate } from '../../common/time/time-validators.js';
import { Lowercase } from '../../common/validation.js';
import { normaliseVehicle } from '../../fares/fare-table.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { BOOKING_STATUSES, type BookingStatus } from '../booking-status.js';

export const BOOKING_SORT_KEYS = ['createdAt', 'date', 'totalAmount'] as const;
export const BOOKING_DEFAULT_SORT = '-createdAt';

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

  @SortParam(BOOKING_SORT_KEYS, BOOKING_DEFAULT_SORT)
  sort?: string;
}
