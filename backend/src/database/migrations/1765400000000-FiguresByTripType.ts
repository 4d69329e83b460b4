import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  createFigureTriggers,
  dropFigureTriggers,
  fillFigures,
  figuresTable,
  FIRST_FIGURES,
  type FigureKind,
} from './1765200001000-BookingMonthFigures.js';

/** An agent's offer, else the booking's trip type (round trip, local, airport …). */
export const OFFER_OR_TRIP_TYPE: FigureKind = (row) => `CASE WHEN ${row}.offerId IS NULL THEN ${row}.tripType ELSE 'offer' END`;

/** What this migration leaves: the figures by trip type, one row a month, status and kind. */
export const BY_TRIP_TYPE = { shape: { kind: OFFER_OR_TRIP_TYPE, slots: 0 }, columns: [...FIRST_FIGURES.columns, 'tripType'] } as const;

/**
 * The monthly figures by trip type: they counted every booking not from an offer as one-way, so
 * the dashboard's "bookings by trip type" put round trips, local hire and airport runs under
 * one-way. The triggers now read the trip type too, and the figures are counted again.
 */
export class FiguresByTripType1765400000000 implements MigrationInterface {
  name = 'FiguresByTripType1765400000000';

  async up(qr: QueryRunner): Promise<void> {
    await dropFigureTriggers(qr);
    await remakeTable(qr, 32);
    await fillFigures(qr, BY_TRIP_TYPE.shape);
    await createFigureTriggers(qr, BY_TRIP_TYPE.shape, BY_TRIP_TYPE.columns);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropFigureTriggers(qr);
    await remakeTable(qr, 8);
    await fillFigures(qr, FIRST_FIGURES.shape);
    await createFigureTriggers(qr, FIRST_FIGURES.shape, FIRST_FIGURES.columns);
  }
}

/** The figures are counted again anyway: the table is made anew with the kind's new length. */
export async function remakeTable(qr: QueryRunner, kindLength: number, slotted = false): Promise<void> {
  await qr.dropTable('booking_month_figures');
  await qr.createTable(figuresTable(kindLength, slotted));
}
