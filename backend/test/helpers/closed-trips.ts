import { randomInt } from 'node:crypto';
import type { TestApp } from './app.js';
import type { SignedIn } from './factories.js';
import { book, istDate } from './trips.js';

export const mobile = () => `9${String(randomInt(1e9)).padStart(9, '0')}`;
export const registration = () => `MP${randomInt(10, 99)}AB${String(randomInt(1e4)).padStart(4, '0')}`;

/** A new driver and cab, their papers valid for over a year. */
export async function fleet(t: TestApp, admin: SignedIn) {
  const far = istDate(400);
  const driver = (
    await t
      .http()
      .post('/api/drivers')
      .set(admin.auth)
      .send({ name: `Driver ${randomInt(1e6)}`, mobile: mobile(), licenceNumber: 'MP20 1', licenceExpiry: far })
      .expect(201)
  ).body.data;
  const cab = (
    await t
      .http()
      .post('/api/cabs')
      .set(admin.auth)
      .send({
        registration: registration(),
        vehicle: 'Dzire',
        seats: 4,
        permitExpiry: far,
        fitnessExpiry: far,
        insuranceExpiry: far,
        pucExpiry: far,
      })
      .expect(201)
  ).body.data;
  return { driver, cab };
}

/** A booking of `who`, confirmed by the admin, with a new driver and cab assigned. */
export async function assignedTrip(t: TestApp, admin: SignedIn, who: SignedIn, overrides: Record<string, unknown> = {}) {
  const booking = await book(t, who, overrides);
  await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
  const { driver, cab } = await fleet(t, admin);
  await t.http().put(`/api/bookings/${booking.id}/assignment`).set(admin.auth).send({ driverId: driver.id, cabId: cab.id }).expect(200);
  return { booking, driver, cab };
}

/** The trip sheet filled in by the office: 400 km and ₹150 of tolls; the trip completes and its invoice is issued. */
export async function closeTrip(t: TestApp, admin: SignedIn, id: number, date: string) {
  const sheet = (body: Record<string, unknown>) => t.http().put(`/api/bookings/${id}/trip`).set(admin.auth).send(body).expect(200);
  await sheet({ startKm: 1000, startAt: `${date}T09:30:00+05:30` });
  await sheet({ endKm: 1400, endAt: `${date}T17:00:00+05:30`, tolls: 150 });
}
