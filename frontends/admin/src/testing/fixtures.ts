import type { Booking } from '@jbp/shared';
import { aBooking } from '@jbp/shared/testing';

// Admin test data on top of @jbp/shared's builders: bookings as an admin is sent them.

export const adminSession = { token: 'admin-token', role: 'admin' };

type Bill = Booking['bill'];
type Actions = Booking['actions'];

/** What an admin may do with a pending booking: confirm or cancel it, edit charges, verify the advance, print. */
export const PENDING_FOR_ADMIN: Actions = {
  cancel: false,
  payAdvance: false,
  confirm: true,
  cancelBooking: true,
  editCharges: true,
  verifyAdvance: true,
  downloadDutySlip: true,
};

/** A bill of the six duty-slip lines as the server words them; `total` etc. are given, not added up. */
export function aBill(overrides: Partial<Bill> = {}): Bill {
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
    advanceDue: 1048,
    paid: 0,
    balance: 5240,
    ...overrides,
  };
}

/** A booking as GET /api/bookings/:id answers an admin. */
export function anAdminBooking(overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    from: 'Jabalpur, MP, India',
    to: 'Bhopal, Madhya Pradesh, India',
    date: '2030-03-10',
    time: '07:30',
    distance: 315,
    passenger: { name: 'Asha Verma', phone: '9876500001', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: '123412341234' },
    user: { _id: 7, fullName: 'Asha Verma', mobile: '9876500001', email: 'asha@example.in' },
    bill: aBill(),
    actions: PENDING_FOR_ADMIN,
    ...overrides,
  });
}
