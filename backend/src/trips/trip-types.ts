// The eight trip types the site sells. Framework-free: quotes, bookings and enquiries check ids here.

export const TRIP_TYPE_IDS = ['one-way', 'round-trip', 'local', 'airport-railway', 'marriage', 'office', 'tour', 'national-park'] as const;
export type TripTypeId = (typeof TRIP_TYPE_IDS)[number];

/** Trip types sold as admin-made packages (priced per vehicle in the package). */
export const PACKAGE_TRIP_TYPES = ['marriage', 'office', 'tour', 'national-park'] as const satisfies readonly TripTypeId[];
export type PackageTripType = (typeof PACKAGE_TRIP_TYPES)[number];

export interface TripType {
  id: TripTypeId;
  name: string;
  nameHi: string;
  /** True when the site quotes it at once; false when a package or an enquiry decides the price. */
  instant: boolean;
}

export const TRIP_TYPES: readonly TripType[] = [
  { id: 'one-way', name: 'One way', nameHi: 'एक तरफ़ा', instant: true },
  { id: 'round-trip', name: 'Round trip', nameHi: 'आना-जाना', instant: true },
  { id: 'local', name: 'Local city', nameHi: 'शहर में लोकल', instant: true },
  { id: 'airport-railway', name: 'Airport / railway station', nameHi: 'एयरपोर्ट / रेलवे स्टेशन', instant: true },
  { id: 'marriage', name: 'Marriage', nameHi: 'शादी', instant: false },
  { id: 'office', name: 'Office', nameHi: 'ऑफ़िस', instant: false },
  { id: 'tour', name: 'Tour package', nameHi: 'टूर पैकेज', instant: false },
  { id: 'national-park', name: 'National park', nameHi: 'नेशनल पार्क', instant: false },
];

export function isTripType(id: unknown): id is TripTypeId {
  return typeof id === 'string' && (TRIP_TYPE_IDS as readonly string[]).includes(id);
}

export function isPackageTripType(id: unknown): id is PackageTripType {
  return typeof id === 'string' && (PACKAGE_TRIP_TYPES as readonly string[]).includes(id);
}
