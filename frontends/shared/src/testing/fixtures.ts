import type { Agent, Booking, Customer, FareQuote, Offer, Profile, UserRecord } from '../api/types';

// Builders of API answers for component tests, typed as the API's types so a changed contract
// breaks the tests that use it. Each call gets fresh ids, so tests can run in any order.

let next = 0;
function nextId(): number {
  next += 1;
  return 1000 + next;
}

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? overrides._id ?? nextId();
  return {
    _id: id,
    id,
    reference: `JBP-${String(id).padStart(6, '0')}`,
    from: 'Jabalpur, Madhya Pradesh',
    to: 'Bhopal, Madhya Pradesh',
    date: '2030-05-10',
    time: '09:30',
    pickupInfo: null,
    vehicle: 'Swift Dzire',
    seats: 4,
    distance: 320,
    baseAmount: 5040,
    driverAllowance: 200,
    totalAmount: 5240,
    advanceAmount: 0,
    advanceStatus: 'none',
    haltingCharges: 0,
    tollTaxAndParking: 0,
    extraHoursCharges: 0,
    extraKmCharges: 0,
    advanceSubmission: null,
    dutySlipTotal: 5240,
    advanceDue: 1050,
    balanceDue: 5240,
    status: 'pending',
    passenger: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: '1234 5678 9012' },
    user: { _id: 7, fullName: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' },
    offerId: null,
    createdAt: '2030-05-01T04:30:00.000Z',
    ...overrides,
  };
}

export function anOffer(overrides: Partial<Offer> = {}): Offer {
  const id = overrides._id ?? overrides.id ?? nextId();
  return {
    _id: id,
    id,
    from: 'Jabalpur, Madhya Pradesh',
    to: 'Nagpur, Maharashtra',
    vehicle: 'Toyota Innova Crysta',
    seats: 7,
    date: '2030-05-12',
    pickupDate: '2030-05-12',
    dropDate: null,
    startTime: '08:00',
    endTime: '14:00',
    pickupInfo: null,
    distance: 290,
    amount: 3500,
    perKmRate: null,
    status: 'open',
    createdAt: '2030-05-01T04:30:00.000Z',
    agent: { id: 3, fullName: 'Ravi Tiwari', travelerName: 'Narmada Travels', mobile: '9425012345', email: 'ravi@example.in' },
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: nextId(),
    role: 'customer',
    fullName: 'Asha Verma',
    email: 'asha@example.in',
    mobile: '9876543210',
    area: 'Napier Town',
    address: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    profileImage: null,
    createdAt: '2030-01-01T04:30:00.000Z',
    ...overrides,
  };
}

function aUserRecord(overrides: Partial<UserRecord>): UserRecord {
  const id = overrides.id ?? overrides._id ?? nextId();
  return {
    _id: id,
    id,
    fullName: 'Asha Verma',
    email: `user${id}@example.in`,
    mobile: `98${String(id).padStart(8, '0')}`,
    area: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    active: true,
    createdAt: '2030-01-01T04:30:00.000Z',
    ...overrides,
  };
}

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return aUserRecord(overrides);
}

export function anAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    ...aUserRecord({ fullName: 'Ravi Tiwari', pendingApproval: false }),
    travelerName: 'Narmada Travels',
    idProofType: 'Aadhar Card',
    idProofImage: null,
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<UserRecord> = {}): UserRecord {
  return aUserRecord({ fullName: 'Office Admin', pendingApproval: false, ...overrides });
}

export function aFareQuote(overrides: Partial<FareQuote> = {}): FareQuote {
  return { vehicle: 'Swift Dzire', seats: 4, baseAmount: 5040, driverAllowance: 200, totalAmount: 5240, ...overrides };
}
