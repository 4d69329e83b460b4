import { commonTexts, formatAmount, formatDate, formatDuration, formatKm, formatTime, useTexts, useVocabulary } from '@jbp/shared';
import { SummaryList, type SummaryItem } from '@/components/SummaryList';
import { rideDate, ridePrice, type RideChoice } from './flow';

/** "2:30 pm - 4:00 pm": an offer's Waiting Time, the window in which the cab picks the customer up. */
export function waitingTime(ride: { startTime?: string; endTime?: string }): string {
  if (ride.startTime && ride.endTime) return `${formatTime(ride.startTime)} - ${formatTime(ride.endTime)}`;
  return '';
}

/** The journey's label/value lines in the reader's language. */
export function useJourneyItems(ride: RideChoice): SummaryItem[] {
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const waiting = waitingTime(ride);
  return [
    { label: tc('from'), value: ride.from },
    { label: tc('to'), value: ride.to },
    { label: tc('pickupDate'), value: formatDate(rideDate(ride)) },
    { label: tc('dropDate'), value: ride.dropDate ? formatDate(ride.dropDate) : '', optional: true },
    waiting ? { label: tc('waitingTime'), value: waiting } : { label: tc('pickupTime'), value: formatTime(ride.startTime) },
    { label: tc('distance'), value: formatKm(ride.distance) },
    { label: tc('duration'), value: ride.duration !== undefined ? formatDuration(ride.duration) : '', optional: true },
    { label: tc('car'), value: ride.vehicle },
    { label: tc('seats'), value: ride.seats ?? '-' },
    { label: tc('pickupInfo'), value: vocabulary.pickupInfo(ride.pickupInfo), optional: true },
  ];
}

export function RideSummary({ ride, withPrice = true }: { ride: RideChoice; withPrice?: boolean }) {
  const tc = useTexts(commonTexts);
  const items = useJourneyItems(ride);
  const shown = withPrice ? [...items, { label: tc('price'), value: formatAmount(ridePrice(ride)), emphasis: true }] : items;
  return <SummaryList items={shown} />;
}
