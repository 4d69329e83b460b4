/** Where the driver picks the passenger up and drops them (any trip type). */
export interface TripAddresses {
  pickupAddress: string;
  pickupLandmark: string | null;
  dropAddress: string;
}

/** The pickup address as one line for a slip or an e-mail: the landmark, when given, in brackets. */
export function pickupAddressLine(addresses: TripAddresses, lang: 'en' | 'hi' = 'en'): string {
  const landmark = lang === 'hi' ? 'लैंडमार्क' : 'landmark';
  return addresses.pickupLandmark ? `${addresses.pickupAddress} (${landmark}: ${addresses.pickupLandmark})` : addresses.pickupAddress;
}
