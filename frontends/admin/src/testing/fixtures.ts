// Test data shaped like the API's answers (api.md), unique ids per call.

let next = 100;

export function bookingFixture(overrides: Record<string, unknown> = {}) {
  const id = (overrides._id as number | undefined) ?? ++next;
  return {
    _id: id,
    id,
    reference: `JBP-${String(id).padStart(6, '0')}`,
    from: 'Jabalpur, MP, India',
    to: 'Bhopal, Madhya Pradesh, India',
    date: '2030-03-10',
    time: '07:30',
    pickupInfo: 'Bus station to Bus station',
    vehicle: 'Dzire',
    seats: 5,
    distance: 315,
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
    advanceDue: 1048,
    balanceDue: 5240,
    status: 'pending',
    passenger: { name: 'Asha Verma', phone: '9876500001', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: '123412341234' },
    user: { _id: 7, id: 7, fullName: 'Asha Verma', mobile: '9876500001', email: 'asha@example.in' },
    offerId: null,
    createdAt: '2030-03-01T06:30:00.000Z',
    ...overrides,
  };
}

export function accountFixture(role: 'customer' | 'agent' | 'admin', overrides: Record<string, unknown> = {}) {
  const id = (overrides._id as number | undefined) ?? ++next;
  return {
    _id: id,
    id,
    role,
    fullName: `Person ${id}`,
    email: `person${id}@example.in`,
    mobile: `98765${String(id).padStart(5, '0')}`,
    area: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    active: true,
    createdAt: '2030-01-05T10:00:00.000Z',
    ...(role === 'customer' ? {} : { travelerName: null, idProofType: null, idProofImage: null, pendingApproval: false }),
    ...overrides,
  };
}

export const adminSession = { token: 'admin-token', role: 'admin' };
