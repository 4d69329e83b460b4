import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, isoDateInDays, personData, type PersonData } from './data';

// Setting up state through the HTTP API (api.md), so browser tests only click what they test.

export interface Session {
  token: string;
  user: { id: string | number; role: string; fullName: string; email: string; mobile: string };
}

export async function register(request: APIRequestContext, role: 'customer' | 'agent' | 'admin', data: PersonData = personData(role)) {
  const response = await request.post('/api/auth/register', {
    multipart: {
      role,
      ...data,
      confirmPassword: data.password,
      ...(role === 'agent' ? { travelerName: 'Narmada Travels', idProofType: 'Aadhar Card' } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return data;
}

export async function login(request: APIRequestContext, emailOrMobile: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { emailOrMobile, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Session;
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

export async function adminSession(request: APIRequestContext): Promise<Session> {
  return login(request, ADMIN.email, ADMIN.password);
}

export async function newCustomer(request: APIRequestContext, person: PersonData = personData('customer')) {
  const data = await register(request, 'customer', person);
  return { data, session: await login(request, data.email, data.password) };
}

/** A registered agent, activated by the admin, signed in. */
export async function newActiveAgent(request: APIRequestContext, person: PersonData = personData('agent')) {
  const data = await register(request, 'agent', person);
  const admin = await adminSession(request);
  const agents = await request.get('/api/users/agents', { headers: bearer(admin) });
  expect(agents.ok()).toBeTruthy();
  const agent = ((await agents.json()) as { _id: string | number; email: string }[]).find((a) => a.email === data.email);
  expect(agent, 'the new agent is listed').toBeTruthy();
  const activate = await request.put(`/api/users/agents/${agent?._id}/status`, { headers: bearer(admin), data: { active: true } });
  expect(activate.ok(), await activate.text()).toBeTruthy();
  return { data, session: await login(request, data.email, data.password) };
}

export interface OfferInput {
  from: string;
  to: string;
  vehicle: string;
  amount: number;
  date: string;
  seats: number;
  startTime: string;
  endTime: string;
  distance: number;
}

export async function createOffer(request: APIRequestContext, agent: Session, overrides: Partial<OfferInput> = {}) {
  const offer: OfferInput = {
    from: 'Jabalpur, Madhya Pradesh, India',
    to: `Nagpur, Maharashtra, India`,
    vehicle: 'Crysta',
    // Drawn from prices no test names: a test that finds its offer in a list by the price (one server
    // holds every test's offers) uses a fixed one from 2,345 to 3,456 or draws from 7,000 to 7,899.
    amount: 4000 + Math.floor(Math.random() * 900),
    date: isoDateInDays(5),
    seats: 7,
    startTime: '10:00',
    endTime: '12:00',
    distance: 280,
    ...overrides,
  };
  const response = await request.post('/api/offers', { headers: bearer(agent), data: offer });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { _id: string | number } };
  return { ...offer, _id: body.data._id };
}

export async function setBookingStatus(request: APIRequestContext, id: string | number, status: 'confirmed' | 'cancelled') {
  const admin = await adminSession(request);
  const data = status === 'cancelled' ? { status, reason: 'The customer asked us by phone to cancel.' } : { status };
  const response = await request.patch(`/api/bookings/${id}/status`, { headers: bearer(admin), data });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export interface BookingAnswer {
  _id: string | number;
  reference?: string;
  status: string;
}

/** A one-way trip from Jabalpur to Bhopal a week from now, for `passenger`. */
function oneWayTrip(passenger: { name: string; phone: string; email: string }) {
  return {
    from: 'Jabalpur, MP, India',
    to: 'Bhopal, Madhya Pradesh, India',
    date: isoDateInDays(7),
    time: '07:30',
    vehicle: 'Dzire',
    pickupInfo: 'Bus station to Bus station',
    passenger: { ...passenger, idType: 'Aadhar Card', idNumber: '123412341234' },
  };
}

async function postBooking(request: APIRequestContext, path: string, session: Session, data: Record<string, unknown>) {
  const response = await request.post(path, {
    headers: { ...bearer(session), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: BookingAnswer }).data;
}

export async function createBooking(request: APIRequestContext, customer: Session, overrides: Record<string, unknown> = {}) {
  const { fullName: name, mobile: phone, email } = customer.user;
  return postBooking(request, '/api/bookings', customer, { ...oneWayTrip({ name, phone, email }), ...overrides });
}

/** A customer an admin names on the phone: found by mobile, or created with a password nobody knows. */
export interface PhoneCustomer {
  fullName: string;
  mobile: string;
  email?: string;
}

/** POST /api/admin/bookings: the admin books by phone for `customer`; the booking is the customer's. */
export async function bookForPhoneCustomer(
  request: APIRequestContext,
  admin: Session,
  customer: PhoneCustomer,
  overrides: Record<string, unknown> = {},
) {
  const passenger = { name: customer.fullName, phone: customer.mobile, email: customer.email ?? 'office@example.in' };
  return postBooking(request, '/api/admin/bookings', admin, { ...oneWayTrip(passenger), customer, ...overrides });
}

/** Signs a browser page in by writing the session the way the login page does. */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('role', s.user.role.toLowerCase());
    localStorage.setItem('customerData', JSON.stringify({ name: s.user.fullName, email: s.user.email, phone: s.user.mobile }));
  }, session);
}
