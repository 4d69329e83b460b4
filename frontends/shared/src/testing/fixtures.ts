import type {
  AdminAccount,
  Agent,
  Booking,
  BookingActions,
  BookingBill,
  Customer,
  FareQuote,
  Offer,
  OfferWithAgent,
  Profile,
} from '../api/types';

// Builders of API answers for component tests, typed by the generated contract so a changed answer
// breaks the tests that use it. Each call gets fresh ids, so tests can run in any order. Amounts
// are what the server would send; a test that needs other figures passes its own `bill`.

let next = 0;
function nextId(): number {
  next += 1;
  return 1000 + next;
}

/** A bill as the server computes it for a 5,040 fare with a 200 driver allowance and no extras. */
export function aBill(overrides: Partial<BookingBill> = {}): BookingBill {
  return {
    lines: [
      { code: 'base-fare', label: 'Base Fare', amount: 5040 },
      { code: 'driver-allowance', label: 'Driver Allowance', amount: 200 },
      { code: 'halting', label: 'Halting Charges', amount: 0 },
      { code: 'toll-parking', label: 'Toll Tax & Parking', amount: 0 },
      { code: 'extra-hours', label: 'Extra Hours Charges', amount: 0 },
      { code: 'extra-km', label: 'Extra Km Charges', amount: 0 },
    ],
    total: 5240,
    gstRate: 5,
    taxable: 4990.48,
    gst: 249.52,
    advanceDue: 1050,
    paid: 0,
    balance: 5240,
    ...overrides,
  };
}

/** Nothing allowed unless a test says so. */
export function noActions(overrides: Partial<BookingActions> = {}): BookingActions {
  return {
    cancel: false,
    payAdvance: false,
    confirm: false,
    cancelBooking: false,
    editCharges: false,
    verifyAdvance: false,
    downloadDutySlip: false,
    assign: false,
    markNoShow: false,
    recordTrip: false,
    downloadInvoice: false,
    ...overrides,
  };
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
    addresses: null,
    vehicle: 'Dzire',
    seats: 4,
    distance: 320,
    baseAmount: 5040,
    driverAllowance: 200,
    totalAmount: 5240,
    advanceAmount: 0,
    advanceStatus: 'none',
    advanceSubmission: null,
    haltingCharges: 0,
    tollTaxAndParking: 0,
    extraHoursCharges: 0,
    extraKmCharges: 0,
    dutySlipTotal: 5240,
    advanceDue: 1050,
    balanceDue: 5240,
    bill: aBill(),
    actions: noActions({ cancel: true, downloadDutySlip: true }),
    status: 'pending',
    passenger: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: '1234 5678 9012' },
    user: { _id: 7, id: 7, fullName: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' },
    offerId: null,
    tripType: 'one-way',
    fareVersionId: null,
    fare: null,
    tripDetails: null,
    cancellationCharge: null,
    statusReason: null,
    createdAt: '2030-05-01T04:30:00.000Z',
    assignment: null,
    agentAssignment: null,
    customerGstin: null,
    unassignedSoon: false,
    returnOfferId: null,
    startCode: null,
    trip: null,
    contactLinks: [],
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
    vehicle: 'Crysta',
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
    ...overrides,
  };
}

/** An offer as GET /api/offers/all answers it, with its agent. */
export function anOfferWithAgent(overrides: Partial<OfferWithAgent> = {}): OfferWithAgent {
  return {
    ...anOffer(),
    agent: { id: 3, fullName: 'Ravi Tiwari', travelerName: 'Narmada Travels', mobile: '9425012345', email: 'ravi@example.in' },
    ...overrides,
  };
}

function account(role: Profile['role']): Customer {
  const id = nextId();
  return {
    id,
    _id: id,
    role,
    fullName: 'Asha Verma',
    email: `user${id}@example.in`,
    mobile: `98${String(id).padStart(8, '0')}`,
    area: 'Napier Town',
    address: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    profileImage: null,
    active: true,
    createdAt: '2030-01-01T04:30:00.000Z',
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...account('customer'), pendingEmail: null, ...overrides };
}

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return { ...account('customer'), ...overrides };
}

export function anAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    ...account('agent'),
    fullName: 'Ravi Tiwari',
    travelerName: 'Narmada Travels',
    idProofType: 'Aadhar Card',
    idProofImage: null,
    pendingApproval: false,
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    ...account('admin'),
    fullName: 'Office Admin',
    travelerName: null,
    idProofType: null,
    idProofImage: null,
    pendingApproval: false,
    ...overrides,
  };
}

export function aFareQuote(overrides: Partial<FareQuote> = {}): FareQuote {
  return { vehicle: 'Dzire', seats: 4, baseAmount: 5040, driverAllowance: 200, totalAmount: 5240, ...overrides };
}
