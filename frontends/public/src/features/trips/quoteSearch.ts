import { isTripTypeId, type QuoteRequest } from '@jbp/shared';

/** Round trips and airport/railway trips start or end in Jabalpur, as one-way trips do. */
export const JABALPUR = 'Jabalpur, MP, India';

/** The stations the airport/railway fare serves (issue 10), as the gazetteer names them. */
export const STATIONS = ['Dumna Airport, Jabalpur', 'Jabalpur Junction', 'Madan Mahal Railway Station, Jabalpur'] as const;

/** The hourly local packages (hours; each includes 10 km an hour). */
export const LOCAL_HOURS = [4, 8, 12] as const;

/** A date and time typed in India as ISO 8601 with the IST offset. */
export function istDateTime(date: string, time: string): string {
  return `${date}T${time}:00+05:30`;
}

/** The date (YYYY-MM-DD) and time (HH:mm) of an IST ISO string, as typed. */
export function splitIstDateTime(value: string | undefined): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value ?? '');
  return match ? { date: match[1], time: match[2] } : { date: '', time: '' };
}

/** The quote page's parameter naming the vehicle a visitor chose before logging in. */
export const CHOSEN_VEHICLE_PARAM = 'vehicle';

/**
 * The quote page's address: every search input is in the URL, so a quote can be shared or reloaded,
 * and survive the login wall with the vehicle the visitor chose (`vehicle`).
 */
export function quotePath(request: QuoteRequest, chosenVehicle?: string): string {
  const params = new URLSearchParams({ tripType: request.tripType, pickupAt: request.pickupAt });
  if (request.from) params.set('from', request.from);
  if (request.to) params.set('to', request.to);
  for (const stop of request.stops ?? []) params.append('stop', stop);
  if (request.returnAt) params.set('returnAt', request.returnAt);
  if (request.hours !== undefined) params.set('hours', String(request.hours));
  if (request.packageId !== undefined) params.set('packageId', String(request.packageId));
  if (chosenVehicle) params.set(CHOSEN_VEHICLE_PARAM, chosenVehicle);
  return `/quote?${params.toString()}`;
}

/** The search read back from the quote page's URL; null when it names no trip type or pickup time. */
export function readQuoteSearch(params: URLSearchParams): QuoteRequest | null {
  const tripType = params.get('tripType');
  const pickupAt = params.get('pickupAt');
  if (!isTripTypeId(tripType) || !pickupAt) return null;
  const request: QuoteRequest = { tripType, pickupAt };
  const from = params.get('from');
  const to = params.get('to');
  const stops = params.getAll('stop').filter(Boolean);
  const returnAt = params.get('returnAt');
  const hours = Number(params.get('hours'));
  const packageId = Number(params.get('packageId'));
  if (from) request.from = from;
  if (to) request.to = to;
  if (stops.length > 0) request.stops = stops;
  if (returnAt) request.returnAt = returnAt;
  if (params.has('hours') && Number.isInteger(hours) && hours > 0) request.hours = hours;
  if (params.has('packageId') && Number.isInteger(packageId) && packageId > 0) request.packageId = packageId;
  return request;
}
