// Test doubles of the trip calls (trip types, quotes, packages, enquiries). The generated document
// does not list them yet, so their handlers are plain msw ones at the API's origin.
import { HttpResponse, http as mswHttp, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { EnquiryCreate, Quote, TripPackage, VehicleQuote } from '../api/trips';
import { API_ORIGIN } from './msw';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

export const tripHttp = {
  get: (path: string, resolver: Resolver) => mswHttp.get(`${API_ORIGIN}${path}`, resolver),
  post: (path: string, resolver: Resolver) => mswHttp.post(`${API_ORIGIN}${path}`, resolver),
  put: (path: string, resolver: Resolver) => mswHttp.put(`${API_ORIGIN}${path}`, resolver),
};

let nextPackageId = 500;

/** A national-park package (Bandhavgarh), unique per call. */
export function aPackage(extra: Partial<TripPackage> = {}): TripPackage {
  nextPackageId += 1;
  return {
    id: nextPackageId,
    tripType: 'national-park',
    title: 'Bandhavgarh safari, 2 days',
    titleHi: 'बांधवगढ़ सफ़ारी, 2 दिन',
    itinerary: 'Day 1: Jabalpur to Tala, evening at leisure.\nDay 2: morning safari, back to Jabalpur.',
    inclusions: ['Fuel', 'Driver allowance'],
    exclusions: ['Safari gate fees', 'Tolls'],
    places: ['Bandhavgarh'],
    km: 420,
    hours: 36,
    prices: [
      { vehicle: 'Dzire', amount: 6500 },
      { vehicle: 'Ertiga', amount: 8200 },
    ],
    photoUrl: null,
    active: true,
    ...extra,
  };
}

/** A round trip's quote for one vehicle: 500 km over 2 days, two allowances, GST inside the total. */
export function aVehicleQuote(extra: Partial<VehicleQuote> = {}): VehicleQuote {
  return {
    vehicle: 'Dzire',
    seats: 4,
    lines: [
      { code: 'distance', label: 'Distance (500 km × ₹11)', quantity: 500, rate: 11, amount: 5500 },
      { code: 'driver-allowance', label: 'Driver Allowance (2 days)', quantity: 2, rate: 300, amount: 600 },
    ],
    taxable: 5810,
    gst: 290,
    total: 6100,
    advance: 1220,
    included: ['500 km', 'Driver allowance'],
    extra: ['Tolls', 'State tax', 'Parking'],
    ...extra,
  };
}

export function aQuote(extra: Partial<Quote> = {}): Quote {
  return { tripType: 'round-trip', distance: 412, fareVersion: 3, vehicles: [aVehicleQuote()], ...extra };
}

/** GET /api/packages answers these packages (of any type asked). */
export function answerPackages(packages: TripPackage[]) {
  return tripHttp.get('/api/packages', () => HttpResponse.json({ data: packages }));
}

/** POST /api/quotes answers this quote and records each request body. */
export function answerQuote(quote: Quote, seen: unknown[] = []) {
  return tripHttp.post('/api/quotes', async ({ request }) => {
    seen.push(await request.json());
    return HttpResponse.json({ data: quote });
  });
}

/** POST /api/enquiries answers 201 and records each body. */
export function acceptEnquiries(seen: EnquiryCreate[] = []) {
  return tripHttp.post('/api/enquiries', async ({ request }) => {
    seen.push((await request.json()) as EnquiryCreate);
    return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
  });
}
