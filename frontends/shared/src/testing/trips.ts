// Test doubles of the trip calls (quotes, packages, enquiries), checked against the OpenAPI contract.
// `tripHttp` makes plain msw handlers for answers the contract does not list (a server fault).
import { http as mswHttp, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { EnquiryCreate, Quote, TripPackage, VehicleQuote } from '../api/trips';
import { API_ORIGIN, http } from './msw';

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
    itinerary: ['Day 1: Jabalpur to Tala, evening at leisure.', 'Day 2: morning safari, back to Jabalpur.'],
    itineraryHi: ['पहला दिन: जबलपुर से ताला, शाम आराम।', 'दूसरा दिन: सुबह सफ़ारी, जबलपुर वापसी।'],
    inclusions: ['Fuel', 'Driver allowance'],
    inclusionsHi: ['ईंधन', 'ड्राइवर भत्ता'],
    exclusions: ['Safari gate fees', 'Tolls'],
    exclusionsHi: ['सफ़ारी गेट शुल्क', 'टोल'],
    places: ['Bandhavgarh'],
    km: 420,
    hours: 36,
    prices: [
      { vehicle: 'Dzire', price: 6500 },
      { vehicle: 'Ertiga', price: 8200 },
    ],
    photo: null,
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
      {
        code: 'distance',
        label: '500 km (minimum 250 km a day × 2 days)',
        labelHi: '500 किमी (न्यूनतम 250 किमी प्रतिदिन × 2 दिन)',
        quantity: 500,
        rate: 11,
        amount: 5500,
      },
      { code: 'driver-allowance', label: 'Driver Allowance (2 days)', labelHi: 'ड्राइवर भत्ता (2 दिन)', quantity: 2, rate: 300, amount: 600 },
    ],
    taxable: 5810,
    gst: 290,
    total: 6100,
    advance: 1220,
    included: ['500 km', 'Driver allowance'],
    includedHi: ['500 किमी', 'ड्राइवर भत्ता'],
    extra: ['Tolls', 'State tax', 'Parking'],
    extraHi: ['टोल', 'राज्य कर', 'पार्किंग'],
    ...extra,
  };
}

export function aQuote(extra: Partial<Quote> = {}): Quote {
  return { tripType: 'round-trip', distance: 412, fareVersion: 3, vehicles: [aVehicleQuote()], ...extra };
}

/** GET /api/packages answers these packages (of any type asked). */
export function answerPackages(packages: TripPackage[]) {
  return http.get('/api/packages', ({ response }) => response(200).json({ data: packages }));
}

/** GET /api/packages/:id answers the package of that id among these, else 404. */
export function answerPackage(packages: TripPackage[]) {
  return http.get('/api/packages/{id}', ({ params, response }) => {
    const found = packages.find((p) => String(p.id) === String(params.id));
    if (found) return response(200).json({ data: found });
    return response(404).json({ statusCode: 404, message: 'This package does not exist.', error: 'Not Found' } as never);
  });
}

/** POST /api/quotes answers this quote and records each request body. */
export function answerQuote(quote: Quote, seen: unknown[] = []) {
  return http.post('/api/quotes', async ({ request, response }) => {
    seen.push(await request.json());
    return response(200).json({ data: quote });
  });
}

/** GET /api/fares/cancellation answers these terms (the operator's defaults unless given). */
export function answerCancellationTerms(
  terms = {
    fareVersion: 1,
    freeHoursBefore: 24,
    slabs: [
      { hoursBefore: 24, percent: 25 },
      { hoursBefore: 6, percent: 50 },
      { hoursBefore: 0, percent: 100 },
    ],
  },
) {
  return http.get('/api/fares/cancellation', ({ response }) => response(200).json({ data: terms }));
}

/** POST /api/enquiries answers 201 and records each body. */
export function acceptEnquiries(seen: EnquiryCreate[] = []) {
  return http.post('/api/enquiries', async ({ request, response }) => {
    seen.push(await request.json());
    return response(201).json({ data: { id: 1, status: 'new' } });
  });
}
