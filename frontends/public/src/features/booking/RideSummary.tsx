import { formatDate, formatDuration, formatKm, formatRupees, formatTime } from '@jbp/shared';
import { SummaryList, type SummaryItem } from '@/components/SummaryList';
import { rideDate, ridePrice, type RideChoice } from './flow';

/** "2:30 pm - 4:00 pm" for an offer's waiting window. */
export function waitingTime(ride: { startTime?: string; endTime?: string }): string {
  if (ride.startTime && ride.endTime) return `${formatTime(ride.startTime)} - ${formatTime(ride.endTime)}`;
  return '';
}

export function journeyItems(ride: RideChoice): SummaryItem[] {
  const waiting = waitingTime(ride);
  return [
    { label: 'From', value: ride.from },
    { label: 'To', value: ride.to },
    { label: 'Pickup Date', value: formatDate(rideDate(ride)) },
    { label: 'Drop Date', value: ride.dropDate ? formatDate(ride.dropDate) : '', optional: true },
    waiting ? { label: 'Waiting Time', value: waiting } : { label: 'Pickup Time', value: formatTime(ride.startTime) },
    { label: 'Distance', value: formatKm(ride.distance) },
    { label: 'Duration', value: ride.duration !== undefined ? formatDuration(ride.duration) : '', optional: true },
    { label: 'Car', value: ride.vehicle },
    { label: 'Seats', value: ride.seats ?? '-' },
    { label: 'Pickup Info', value: ride.pickupInfo ?? '', optional: true },
  ];
}

export function RideSummary({ ride, withPrice = true }: { ride: RideChoice; withPrice?: boolean }) {
  const items = journeyItems(ride);
  if (withPrice) items.push({ label: 'Price', value: formatRupees(ridePrice(ride)), emphasis: true });
  return <SummaryList items={items} />;
}
