// What POST /api/quotes answers when it refuses, word for word (bookings of every type share them).
export const QUOTE_MESSAGES = {
  fromRequired: 'from is required for this trip type.',
  toRequired: 'to is required for this trip type.',
  notJabalpur: 'One-way and round trips start from Jabalpur only.',
  samePlace: 'Pickup and drop must be different places.',
  pickupPast: 'The pickup time has already passed; please choose a later time.',
  pickupTooFar: 'Trips can be booked at most one year ahead.',
  pickupAtInvalid: 'pickupAt must be a real date and time.',
  unknownVehicle: (vehicles: string[]) => `vehicle must be one of ${vehicles.join(', ')}`,
  returnRequired: 'returnAt is required for a round trip.',
  returnBeforePickup: 'The return must be after the pickup.',
  returnTooLong: 'A round trip can last at most 30 days; for longer, send us an enquiry.',
  stopsOnlyRoundTrip: 'Stops can be added to a round trip only.',
  hoursRequired: (hours: number[]) => `hours must be ${listOr(hours)} for a local trip.`,
  noTransferPoint: 'One end of an airport/railway trip must be Dumna Airport, Jabalpur Junction or Madan Mahal.',
  bothTransferPoints: 'For a trip between the airport and a station, book a local trip.',
  transferTooFar: (km: number, point: string, maxKm: number) =>
    `That address is ${km} km from ${point}; transfers go up to ${maxKm} km. Please book a one-way or round trip instead.`,
  packageRequired: 'packageId is required for this trip type; choose one from the packages list.',
  unknownPackage: 'Unknown package: choose one from the packages list.',
  packageOtherType: (tripType: string) => `That package is not a ${tripType} package.`,
  packageNoVehicle: (vehicle: string) => `That package is not offered with a ${vehicle}.`,
};

function listOr(values: number[]): string {
  return values.length === 1 ? String(values[0]) : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
