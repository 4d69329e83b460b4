import type { CsvColumn } from '../common/listing/csv-file.js';
import { toRupees } from '../common/money.js';
import { istDateTime } from '../common/time/ist.js';
import type { Offer } from './offer.entity.js';
import { offerState, perKmRate } from './offer-state.js';

/** An offer as one row of the admin's CSV export; `now` tells open from expired. Needs `agent` loaded. */
export function offerCsvColumns(now: Date): readonly CsvColumn<Offer>[] {
  return [
    { header: 'Id', value: (o) => o.id },
    { header: 'Agent', value: (o) => o.agent?.fullName ?? null },
    { header: 'Business name', value: (o) => o.agent?.travelerName ?? null },
    { header: 'Agent mobile', value: (o) => o.agent?.mobile ?? null },
    { header: 'From', value: (o) => o.from },
    { header: 'To', value: (o) => o.to },
    { header: 'Vehicle', value: (o) => o.vehicle },
    { header: 'Seats', value: (o) => o.seats },
    { header: 'Date', value: (o) => o.date },
    { header: 'Drop date', value: (o) => o.dropDate },
    { header: 'Start time', value: (o) => o.startTime },
    { header: 'End time', value: (o) => o.endTime },
    { header: 'Pickup info', value: (o) => o.pickupInfo },
    { header: 'Distance (km)', value: (o) => o.distanceMetres / 1000 },
    { header: 'Amount (₹)', value: (o) => toRupees(o.amountPaise) },
    { header: '₹ per km', value: (o) => perKmRate(o.amountPaise, o.distanceMetres) },
    { header: 'State', value: (o) => offerState(o.status, o.date, now) },
    { header: 'Added at (IST)', value: (o) => istDateTime(o.createdAt) },
  ];
}
