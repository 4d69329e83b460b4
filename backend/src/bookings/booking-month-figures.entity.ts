import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The bookings of one trip month, status and kind, counted with their fares, split over a few rows
 * by booking id (migration 1765600000000-FigureSlots; readers add them up). Kept by database
 * triggers on `bookings` (migration 1765200001000-BookingMonthFigures) in the very statement that
 * changes a booking, so it can never disagree with the table; nothing in the code writes it. The
 * dashboard's 12-month series and the list's totals for whole months read it instead of counting
 * a year of bookings.
 */
@Entity('booking_month_figures')
export class BookingMonthFigures {
  /** The trip date's IST month, 'YYYY-MM'. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  status: string;

  /** 'offer' (an agent's offer), else the booking's trip type (migration 1765400000000-FiguresByTripType). */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind: string;

  /** Which of the month's rows (booking id modulo FIGURE_SLOTS): readers add them up. */
  @PrimaryColumn({ type: 'integer' })
  slot: number;

  @Column({ type: 'integer', default: 0 })
  bookings: number;

  /** Fares as booked; bigint, since a month's fares pass ₹2 crore in paise' INT range. */
  @Column({ type: 'bigint', default: 0 })
  revenuePaise: string | number;
}
