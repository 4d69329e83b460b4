import type { Booking, BookingActions } from '@jbp/shared';
import { aBill, aBooking, noActions } from '@jbp/shared/testing';

// Admin test data on top of @jbp/shared's builders: bookings as an admin is sent them.

export const adminSession = { token: 'admin-token', role: 'admin' };

/** What an admin may do with a pending booking: confirm or cancel it, edit charges, verify the advance, print. */
export const PENDING_FOR_ADMIN: BookingActions = noActions({
  confirm: true,
  cancelBooking: true,
  editCharges: true,
  verifyAdvance: true,
  downloadDutySlip: true,
});

/** A booking as GET /api/bookings/:id answers an admin. */
export function anAdminBooking(overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    from: 'Jabalpur, MP, India',
    to: 'Bhopal, Madhya Pradesh, India',
    date: '2030-03-10',
    time: '07:30',
    distance: 315,
    passenger: { name: 'Asha Verma', phone: '9876500001', email: 'asha@example.in', idType: 'Aadhar Card', idNumber: '123412341234' },
    user: { _id: 7, id: 7, fullName: 'Asha Verma', mobile: '9876500001', email: 'asha@example.in' },
    bill: aBill(),
    actions: PENDING_FOR_ADMIN,
    ...overrides,
  });
}
