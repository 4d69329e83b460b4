import { istDate } from './trips.js';

/** An IST date and time `days` from today, as the quote and booking calls take it. */
export const istAt = (days: number, time: string) => `${istDate(days)}T${time}:00+05:30`;

/** A two-day round trip Jabalpur → Bandhavgarh → Jabalpur (197 km each way by the known-roads table). */
export function roundTrip(overrides: Record<string, unknown> = {}) {
  return {
    tripType: 'round-trip',
    from: 'Jabalpur',
    to: 'Bandhavgarh',
    pickupAt: istAt(7, '07:00'),
    returnAt: istAt(8, '19:00'),
    ...overrides,
  };
}

/** A national-park package as an admin sends it. */
export function packageInput(overrides: Record<string, unknown> = {}) {
  return {
    tripType: 'national-park',
    title: 'Bandhavgarh safari weekend, 2 days',
    titleHi: 'बांधवगढ़ सफ़ारी वीकेंड, 2 दिन',
    itinerary: ['Day 1: Jabalpur to Tala, Bandhavgarh', 'Day 2: morning safari, back to Jabalpur'],
    itineraryHi: ['दिन 1: जबलपुर से ताला, बांधवगढ़', 'दिन 2: सुबह सफ़ारी, जबलपुर वापसी'],
    inclusions: ['Fuel', 'Driver allowance'],
    inclusionsHi: ['ईंधन', 'ड्राइवर भत्ता'],
    exclusions: ['Safari permits and gypsy', 'Tolls and parking'],
    exclusionsHi: ['सफ़ारी परमिट और जिप्सी', 'टोल और पार्किंग'],
    places: ['Bandhavgarh'],
    km: 500,
    hours: 36,
    prices: [
      { vehicle: 'Dzire', price: 6500 },
      { vehicle: 'Ertiga', price: 8200 },
    ],
    ...overrides,
  };
}
