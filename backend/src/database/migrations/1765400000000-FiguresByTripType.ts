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
const OFFER_OR_TRIP_TYPE: FigureKind = (row) => `CASE WHEN ${row}.offerId IS NULL THEN ${row}.tripType ELSE 'offer' END`;

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
    await fillFigures(qr, OFFER_OR_TRIP_TYPE);
    await createFigureTriggers(qr, OFFER_OR_TRIP_TYPE, [...FIRST_FIGURES.columns, 'tripType']);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropFigureTriggers(qr);
    await remakeTable(qr, 8);
    await fillFigures(qr, FIRST_FIGURES.kind);
    await createFigureTriggers(qr, FIRST_FIGURES.kind, FIRST_FIGURES.columns);
  }
}

/** The figures are counted again anyway: the table is made anew with the kind's new length. */
async function remakeTable(qr: QueryRunner, kindLength: number): Promise<void> {
  await qr.dropTable('booking_month_figures');
  await qr.createTable(figuresTable(kindLength));
}
