import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing';
import { bookingListFrom, listMyBookings, normalizeBooking } from './normalize';

describe(normalizeBooking.name, () => {
  it('reads the API shape', () => {
    const b = normalizeBooking({ _id: 'b1', from: 'Jabalpur', to: 'Bhopal', date: '2026-12-01', time: '09:30', totalAmount: 4200, status: 'Confirmed' });
    expect(b).toMatchObject({ id: 'b1', from: 'Jabalpur', to: 'Bhopal', date: '2026-12-01', pickupTime: '09:30', totalAmount: 4200, status: 'confirmed' });
  });

  it.each([
    [{ id: 'x' }, 'x'],
    [{ bookingId: 'y' }, 'y'],
  ])('takes the id from %j', (raw, id) => {
    expect(normalizeBooking(raw).id).toBe(id);
  });

  it('reads journey.from/to, journey.pickupDate and journey.totalAmount', () => {
    const b = normalizeBooking({ _id: '1', journey: { from: 'A', to: 'B', pickupDate: '2026-01-02', totalAmount: '1500.5' } });
    expect(b).toMatchObject({ from: 'A', to: 'B', date: '2026-01-02', totalAmount: 1500.5 });
  });

  it('reads pickupLocation/dropLocation and origin/destination', () => {
    expect(normalizeBooking({ pickupLocation: 'P', dropLocation: 'D' })).toMatchObject({ from: 'P', to: 'D' });
    expect(normalizeBooking({ origin: 'O', destination: 'X' })).toMatchObject({ from: 'O', to: 'X' });
  });

  it.each(['pickupTime', 'time', 'startTime', 'timeSlot'])('reads the pickup time from %s', (key) => {
    expect(normalizeBooking({ [key]: '07:15' }).pickupTime).toBe('07:15');
  });

  it('derives the pickup time from a timestamp date, in IST', () => {
    expect(normalizeBooking({ pickupDate: '2026-03-10T04:00:00.000Z' }).pickupTime).toBe('09:30');
  });

  it('uses amount, and 0 when no amount is present', () => {
    expect(normalizeBooking({ amount: 900 }).totalAmount).toBe(900);
    expect(normalizeBooking({}).totalAmount).toBe(0);
  });

  it('defaults a missing status to pending', () => {
    expect(normalizeBooking({}).status).toBe('pending');
  });
});

describe(bookingListFrom.name, () => {
  it.each([[[1]], [{ bookings: [1] }], [{ data: [1] }], [{ result: [1] }]])('finds the list in %j', (answer) => {
    expect(bookingListFrom(answer)).toEqual([1]);
  });

  it('gives an empty list for anything else', () => {
    expect(bookingListFrom({ nope: true })).toEqual([]);
    expect(bookingListFrom(null)).toEqual([]);
  });
});

describe(listMyBookings.name, () => {
  it('reads GET /api/bookings', async () => {
    mockApi([{ path: '/api/bookings', body: { data: [{ _id: 'a', from: 'J', to: 'B' }] } }]);
    expect((await listMyBookings()).map((b) => b.id)).toEqual(['a']);
  });

  it('falls back to GET /api/bookings/my when the first call fails', async () => {
    const api = mockApi([
      { path: '/api/bookings', status: 500, body: { statusCode: 500, message: 'boom' } },
      { path: '/api/bookings/my', body: [{ _id: 'm' }] },
    ]);
    expect((await listMyBookings()).map((b) => b.id)).toEqual(['m']);
    expect(api.callsTo('/api/bookings/my')).toHaveLength(1);
  });

  it('gives an empty list when both calls fail', async () => {
    mockApi([
      { path: '/api/bookings', status: 500, body: {} },
      { path: '/api/bookings/my', status: 500, body: {} },
    ]);
    expect(await listMyBookings()).toEqual([]);
  });
});
