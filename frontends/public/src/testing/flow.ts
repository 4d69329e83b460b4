import type { RideChoice } from '@/features/booking/flow';

// Shared test data of the booking flow's pages.

export const customerSession = {
  token: 't',
  role: 'customer',
  customerData: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' },
};

/** A Dzire from the fare table, Jabalpur to Bhopal. */
export const dzireRide: RideChoice = {
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: '2026-12-20',
  startTime: '07:30',
  pickupInfo: 'Railway Station to Railway Station',
  distance: 312.4,
  vehicle: 'Dzire',
  seats: 5,
  baseAmount: 5008,
  driverAllowance: 200,
  totalAmount: 5208,
};
