import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { outboxFor } from './helpers/booking-events.js';
import { Clock } from '../src/common/time/clock.js';
import { timeInIst, todayInIst } from '../src/common/time/ist.js';
import { Booking } from '../src/bookings/booking.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { BHOPAL, book, istDate, JABALPUR, oneWay, passenger } from './helpers/trips.js';

describe('Bookings: one-way', () => {
  let t: TestApp;
  let customer: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, other, admin, agent] = await Promise.all([
      signUp(t, 'customer'),
      signUp(t, 'customer'),
      signUp(t, 'admin'),
      signUp(t, 'agent'),
    ]);
  });
  afterAll(() => t.close());

  const post = (who: SignedIn, body: object) => t.http().post('/api/bookings').set(who.auth).send(body);

  describe('POST /api/bookings', () => {
    it('books Jabalpur → Bhopal at the fare table price for the server-measured 315 km', async () => {
      const rider = passenger({ idNumber: '1234 5678 9012' });
      const res = await post(customer, oneWay({ vehicle: 'dzire', passenger: rider, pickupInfo: 'Bus station to Bus station' })).expect(
        201,
      );
      const booking = res.body.data;
      expect(booking).toEqual({
        _id: booking.id,
        id: expect.any(Number),
        reference: `JBP-${String(booking.id).padStart(6, '0')}`,
        from: JABALPUR,
        to: BHOPAL,
        date: istDate(7),
        time: '09:30',
        pickupInfo: 'Bus station to Bus station',
        addresses: null,
        vehicle: 'Dzire',
        seats: 5,
        distance: 315,
        // 315 km × ₹16 (over 250 km) + ₹200 allowance (over 100 km)
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
        bill: {
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
        },
        // The owner of a pending booking may cancel it and print its slip; the advance waits for the confirmation.
        actions: {
          cancel: true,
          payAdvance: false,
          confirm: false,
          cancelBooking: false,
          editCharges: false,
          verifyAdvance: false,
          downloadDutySlip: true,
          assign: false,
          markNoShow: false,
          recordTrip: false,
          downloadInvoice: false,
        },
        status: 'pending',
        passenger: { name: rider.name, phone: rider.phone, email: rider.email, idType: 'Aadhar Card', idNumber: 'XXXXXXXX9012' },
        user: { _id: customer.id, id: customer.id, fullName: expect.any(String), mobile: customer.mobile, email: customer.email },
        offerId: null,
        tripType: 'one-way',
        fareVersionId: expect.any(Number), // the newest version; test/bookings-trip-types checks which
        fare: {
          lines: [
            { code: 'distance', label: '315 km', labelHi: '315 किमी', quantity: 315, rate: 16, amount: 5040 },
            { code: 'driver-allowance', label: 'Driver allowance', labelHi: 'ड्राइवर भत्ता', amount: 200 },
          ],
          taxable: 4990,
          gst: 250,
          total: 5240,
          included: ['315 km', 'Fuel', 'Driver allowance'],
          includedHi: ['315 किमी', 'ईंधन', 'ड्राइवर भत्ता'],
          extra: ['Tolls, state tax and parking at actuals'],
          extraHi: ['टोल, राज्य कर और पार्किंग वास्तविक के अनुसार'],
        },
        tripDetails: null,
        cancellationCharge: null,
        statusReason: null,
        contactLinks: [],
        createdAt: expect.any(String),
        assignment: null,
        agentAssignment: null,
        customerGstin: null,
        unassignedSoon: false,
        returnOfferId: null,
        startCode: null,
        trip: null,
      });
    });

    it('ignores the amounts, distance and seats an old client sends (price tampering)', async () => {
      const res = await post(
        customer,
        oneWay({ vehicle: 'Crysta', baseAmount: 1, driverAllowance: 0, totalAmount: 1, distance: 2, seats: 40 }),
      ).expect(201);
      // 315 × ₹28 + ₹200
      expect(res.body.data).toMatchObject({ baseAmount: 8820, driverAllowance: 200, totalAmount: 9020, distance: 315, seats: 7 });
      const stored = await t.db.getRepository(Booking).findOneByOrFail({ id: res.body.data.id });
      expect(stored).toMatchObject({ baseAmountPaise: 882000, totalAmountPaise: 902000, distanceMetres: 315000, seats: 7 });
    });

    it('prices a short local trip with the flat band and no allowance', async () => {
      const res = await post(customer, oneWay({ to: 'Bhedaghat', vehicle: 'Tavera' })).expect(201);
      expect(res.body.data).toMatchObject({ distance: 20, baseAmount: 1995, driverAllowance: 0, totalAmount: 1995, seats: 8 });
    });

    it('lets an admin book for themselves', async () => {
      const res = await post(admin, oneWay()).expect(201);
      expect(res.body.data.user._id).toBe(admin.id);
    });

    it("answers 400 'One-way bookings start from Jabalpur only.' for another pickup", async () => {
      const res = await post(customer, oneWay({ from: 'Bhopal', to: JABALPUR })).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'One-way bookings start from Jabalpur only.', requestId: expect.any(String) });
    });

    it("answers 422 'Place not found: …' for an unknown drop or pickup", async () => {
      const drop = await post(customer, oneWay({ to: 'Atlantis' })).expect(422);
      expect(drop.body).toEqual({ statusCode: 422, message: 'Place not found: Atlantis', requestId: expect.any(String) });
      const pickup = await post(customer, oneWay({ from: 'Xanadu' })).expect(422);
      expect(pickup.body).toEqual({ statusCode: 422, message: 'Place not found: Xanadu', requestId: expect.any(String) });
    });

    it('refuses a past date (IST) but takes today', async () => {
      const res = await post(customer, oneWay({ date: istDate(-1) })).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'The trip date cannot be in the past.', requestId: expect.any(String) });
      const soon = new Date(Date.now() + 10 * 60_000);
      await post(customer, oneWay({ date: todayInIst(soon), time: timeInIst(soon) })).expect(201);
    });

    it('refuses a pickup time that has passed today and a date more than a year on, booking nothing', async () => {
      const today = istDate(0);
      const clock = jest.spyOn(t.app.get(Clock, { strict: false }), 'now');
      const count = () => t.db.getRepository(Booking).countBy({ userId: customer.id });
      try {
        clock.mockReturnValue(new Date(`${today}T08:30:00Z`)); // 14:00 in India
        const before = await count();
        const past = await post(customer, oneWay({ date: today, time: '09:00' })).expect(400);
        expect(past.body).toEqual({
          statusCode: 400,
          message: 'This pickup time has already passed today; choose a later time.',
          requestId: expect.any(String),
        });
        const far = await post(customer, oneWay({ date: istDate(367) })).expect(400);
        expect(far.body).toEqual({
          statusCode: 400,
          message: 'Trips can be booked up to a year ahead; choose an earlier date.',
          requestId: expect.any(String),
        });
        expect(await count()).toBe(before);
        await post(customer, oneWay({ date: today, time: '14:00' })).expect(201);
      } finally {
        clock.mockRestore();
      }
    });

    it('keeps the pickup address with its landmark and the drop address, trimmed, on the booking and its slip', async () => {
      const addresses = {
        pickupAddress: '  12 Napier Town, near Bhawartal Garden ',
        pickupLandmark: 'Opposite the Gurudwara',
        dropAddress: 'Hotel Palash, MP Nagar',
      };
      const res = await post(customer, oneWay({ addresses })).expect(201);
      const expected = {
        pickupAddress: '12 Napier Town, near Bhawartal Garden',
        pickupLandmark: 'Opposite the Gurudwara',
        dropAddress: 'Hotel Palash, MP Nagar',
      };
      expect(res.body.data.addresses).toEqual(expected);
      const read = await t.http().get(`/api/bookings/${res.body.data.id}`).set(admin.auth).expect(200);
      expect(read.body.data.addresses).toEqual(expected);
      const withoutLandmark = await post(
        customer,
        oneWay({ addresses: { pickupAddress: 'Civic Centre, Marhatal', dropAddress: 'DB Mall, Bhopal' } }),
      ).expect(201);
      expect(withoutLandmark.body.data.addresses).toEqual({
        pickupAddress: 'Civic Centre, Marhatal',
        pickupLandmark: null,
        dropAddress: 'DB Mall, Bhopal',
      });
    });

    it.each([
      [{ dropAddress: 'DB Mall, Bhopal' }, 'addresses.pickupAddress is required'],
      [{ pickupAddress: 'abc', dropAddress: 'DB Mall, Bhopal' }, 'addresses.pickupAddress must be at least 5 characters'],
      [{ pickupAddress: 'x'.repeat(201), dropAddress: 'DB Mall, Bhopal' }, 'addresses.pickupAddress must be at most 200 characters'],
      [
        { pickupAddress: 'Civic Centre\nMarhatal', dropAddress: 'DB Mall, Bhopal' },
        'addresses.pickupAddress must be one line of text without control characters',
      ],
      [
        { pickupAddress: 'Civic Centre', pickupLandmark: 'y'.repeat(101), dropAddress: 'DB Mall' },
        'addresses.pickupLandmark must be at most 100 characters',
      ],
      [
        { pickupAddress: 'Civic Centre', pickupLandmark: 'Gate\u00072', dropAddress: 'DB Mall' },
        'addresses.pickupLandmark must be one line of text without control characters',
      ],
      [{ pickupAddress: 'Civic Centre' }, 'addresses.dropAddress is required'],
      [
        { pickupAddress: 'Civic Centre', dropAddress: 'DB\tMall, Bhopal' },
        'addresses.dropAddress must be one line of text without control characters',
      ],
    ])('refuses addresses %j with %s and books nothing', async (addresses, message) => {
      const before = await t.db.getRepository(Booking).countBy({ userId: customer.id });
      const res = await post(customer, oneWay({ addresses })).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
      expect(await t.db.getRepository(Booking).countBy({ userId: customer.id })).toBe(before);
    });

    it('judges a past date by the date in India', async () => {
      const date = istDate(2);
      const clock = jest.spyOn(t.app.get(Clock, { strict: false }), 'now');
      try {
        clock.mockReturnValue(new Date(`${date}T18:29:00Z`)); // 23:59 in India
        await post(customer, oneWay({ date, time: '23:59' })).expect(201);
        clock.mockReturnValue(new Date(`${date}T18:30:00Z`)); // midnight in India, still the same UTC date
        const res = await post(customer, oneWay({ date, time: '23:59' })).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'The trip date cannot be in the past.', requestId: expect.any(String) });
      } finally {
        clock.mockRestore();
      }
    });

    it('refuses a trip to the pickup itself', async () => {
      const res = await post(customer, oneWay({ to: JABALPUR })).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Pickup and drop must be different places.', requestId: expect.any(String) });
    });

    it.each([
      [{ vehicle: 'Innova' }, 'vehicle must be one of Crysta, Dzire, Tavera, Zest, Ertiga'],
      [{ vehicle: undefined }, 'vehicle must be one of Crysta, Dzire, Tavera, Zest, Ertiga'],
      [{ from: '' }, 'from is required'],
      [{ to: undefined }, 'to is required'],
      [{ date: '2030-13-01' }, 'date must be a date like 2025-12-31'],
      [{ time: '9:30' }, 'time must be a time like 09:30 (24-hour)'],
      [{ passenger: undefined }, 'passenger details are required'],
      [{ passenger: passenger({ name: ' ' }) }, 'passenger.name is required'],
      [{ passenger: passenger({ phone: '12345' }) }, 'passenger.phone must be a 10-digit Indian mobile number'],
      [{ passenger: passenger({ email: 'nope' }) }, 'passenger.email must be a valid email address'],
      [{ passenger: passenger({ idType: 'PAN Card' }) }, 'passenger.idType must be Aadhar Card or Voter ID Card'],
      [{ passenger: passenger({ idNumber: '1234' }) }, 'passenger.idNumber must be 12 digits for an Aadhaar Card'],
      [
        { passenger: passenger({ idType: 'Voter ID Card', idNumber: 'AB' }) },
        'passenger.idNumber must be 6 to 20 letters or digits for a Voter ID Card',
      ],
      [{ offerId: 'abc' }, 'offerId must be an offer id'],
      [{ coupon: 'FREE' }, 'The field coupon is not accepted.'],
    ])('answers 400 for %p', async (change, message) => {
      const res = await post(customer, oneWay(change)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    });

    it('takes a Voter ID and a mobile written with +91 and spaces', async () => {
      const res = await post(
        customer,
        oneWay({ passenger: passenger({ idType: 'voter id card', idNumber: 'abc1234567', phone: '+91 98765 43210' }) }),
      ).expect(201);
      expect(res.body.data.passenger).toMatchObject({ idType: 'Voter ID Card', idNumber: 'XXXXXX4567', phone: '9876543210' });
    });

    it('is for customers and admins', async () => {
      await t.http().post('/api/bookings').send(oneWay()).expect(401);
      await post(agent, oneWay()).expect(403);
    });

    it("writes the admins' notice and the passenger's e-mail to the outbox with the booking, and nothing for a refused one", async () => {
      const rider = passenger();
      const res = await post(customer, oneWay({ passenger: rider })).expect(201);
      const booking = res.body.data;
      const expected = {
        bookingId: booking.id,
        reference: booking.reference,
        customerName: booking.user.fullName,
        from: JABALPUR,
        to: BHOPAL,
        date: istDate(7),
        time: '09:30',
        vehicle: 'Dzire',
        tripType: 'one-way',
        totalAmount: 5240,
        passenger: { name: rider.name, email: rider.email, phone: rider.phone },
        addresses: null,
        language: 'en',
      };
      const messages = await outboxFor(t, booking.id);
      expect(messages.map((m) => m.topic)).toEqual(['booking.created.notice', 'booking.created.email']);
      for (const m of messages) expect(m.payload).toEqual(expected);
      const before = await t.db.getRepository(OutboxMessage).count();
      await post(customer, oneWay({ from: 'Bhopal' })).expect(400);
      expect(await t.db.getRepository(OutboxMessage).count()).toBe(before);
    });
  });

  describe('GET /api/bookings and /api/bookings/my', () => {
    it("answers {data: [my bookings]} newest first, and never another's", async () => {
      const me = await signUp(t, 'customer');
      const first = await book(t, me);
      const second = await book(t, me, { to: 'Katni' });
      await book(t, other);
      for (const path of ['/api/bookings', '/api/bookings/my']) {
        const res = await t.http().get(path).set(me.auth).expect(200);
        expect((res.body.data as { id: number }[]).map((b) => b.id)).toEqual([second.id, first.id]);
      }
    });

    it("answers an admin's own bookings only", async () => {
      const boss = await signUp(t, 'admin');
      const own = (await post(boss, oneWay()).expect(201)).body.data;
      await book(t, customer);
      const res = await t.http().get('/api/bookings').set(boss.auth).expect(200);
      expect((res.body.data as { id: number }[]).map((b) => b.id)).toEqual([own.id]);
    });

    it('answers an empty list to someone without bookings, and 401 without a token', async () => {
      const res = await t.http().get('/api/bookings/my').set(agent.auth).expect(200);
      expect(res.body).toEqual({ data: [] });
      await t.http().get('/api/bookings').expect(401);
    });
  });

  describe('GET /api/bookings/:id', () => {
    it('answers the owner, ID number masked', async () => {
      const booking = await book(t, customer);
      const res = await t.http().get(`/api/bookings/${booking.id}`).set(customer.auth).expect(200);
      expect(res.body.data).toEqual(booking);
      expect(res.body.data.passenger.idNumber).toMatch(/^X{8}\d{4}$/);
    });

    it('masks the ID number for an admin too (the full number is a separate, audited call)', async () => {
      const rider = passenger();
      const booking = await book(t, customer, { passenger: rider });
      const res = await t.http().get(`/api/bookings/${booking.id}`).set(admin.auth).expect(200);
      expect(res.body.data.passenger.idNumber).toBe(`XXXXXXXX${rider.idNumber.slice(-4)}`);
    });

    it('answers 403 to another customer, 404 for an unknown id', async () => {
      const booking = await book(t, customer);
      const res = await t.http().get(`/api/bookings/${booking.id}`).set(other.auth).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'You can only see your own bookings.', requestId: expect.any(String) });
      for (const id of ['99999999', 'abc', '-1']) {
        const missing = await t.http().get(`/api/bookings/${id}`).set(customer.auth).expect(404);
        expect(missing.body).toEqual({ statusCode: 404, message: 'Booking not found.', requestId: expect.any(String) });
      }
    });

    it('is not for agents', async () => {
      const booking = await book(t, customer);
      await t.http().get(`/api/bookings/${booking.id}`).set(agent.auth).expect(403);
    });
  });

  describe('GET /api/bookings/all', () => {
    it('answers every booking for admins, newest first, paged, with totals', async () => {
      const me = await signUp(t, 'customer');
      const made = [];
      for (let i = 0; i < 3; i += 1) made.push(await book(t, me));
      const page1 = await t.http().get('/api/bookings/all?limit=2').set(admin.auth).expect(200);
      expect(page1.body).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
      expect(page1.body.total).toBeGreaterThanOrEqual(3);
      expect((page1.body.data as { id: number }[]).map((b) => b.id)).toEqual([made[2].id, made[1].id]);
      const page2 = await t.http().get('/api/bookings/all?limit=2&page=2').set(admin.auth).expect(200);
      expect(page2.body.data[0].id).toBe(made[0].id);
      // ID numbers are masked everywhere.
      expect(page1.body.data[0].passenger.idNumber).toMatch(/^X+\d{4}$/);
    });

    it('filters by status and by text: reference, passenger name or phone, from, to, customer name', async () => {
      const me = await signUp(t, 'customer');
      const rider = passenger();
      const booking = await book(t, me, { passenger: rider, to: 'Mandla' });
      await t.http().patch(`/api/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
      const ids = async (query: string) =>
        ((await t.http().get(`/api/bookings/all?limit=100&${query}`).set(admin.auth).expect(200)).body.data as { id: number }[]).map(
          (b) => b.id,
        );
      expect(await ids(`q=${booking.reference.toLowerCase()}`)).toEqual([booking.id]);
      expect(await ids(`q=${encodeURIComponent(rider.name.toUpperCase())}`)).toEqual([booking.id]);
      expect(await ids(`q=${rider.phone}`)).toEqual([booking.id]);
      expect(await ids(`q=${encodeURIComponent(booking.user.fullName)}`)).toContain(booking.id);
      expect(await ids('q=mandla')).toContain(booking.id);
      expect(await ids('q=jabalpur')).toContain(booking.id);
      expect(await ids('status=confirmed')).toContain(booking.id);
      expect(await ids('status=pending')).not.toContain(booking.id);
      expect(await ids(`status=Confirmed&q=${booking.reference}`)).toEqual([booking.id]);
      expect(await ids('q=%25')).toEqual([]); // a literal %, not a wildcard
    });

    it("filters by the trip's IST date", async () => {
      const me = await signUp(t, 'customer');
      const sooner = await book(t, me, { date: istDate(11) });
      const later = await book(t, me, { date: istDate(12) });
      const all = async (date: string) =>
        (await t.http().get(`/api/bookings/all?limit=100&date=${date}`).set(admin.auth).expect(200)).body.data as {
          id: number;
          date: string;
        }[];
      expect((await all(istDate(11))).every((b) => b.date === istDate(11))).toBe(true);
      expect((await all(istDate(11))).map((b) => b.id)).toContain(sooner.id);
      expect((await all(istDate(11))).map((b) => b.id)).not.toContain(later.id);
      expect((await all(istDate(30))).map((b) => b.id)).not.toEqual(expect.arrayContaining([sooner.id]));
    });

    it.each([
      [
        'status=done',
        'status must be one of: pending, confirmed, cancelled by the customer, cancelled, assigned, on-trip, completed, no-show',
      ],
      ['page=0', 'page must be a whole number from 1 to 100000'],
      ['limit=500', 'limit must be a whole number from 1 to 200'],
      ['limit=x', 'limit must be a whole number from 1 to 200'],
      ['date=2030-02-30', 'date must be a date like 2025-12-31'],
    ])('answers 400 for ?%s', async (query, message) => {
      const res = await t.http().get(`/api/bookings/all?${query}`).set(admin.auth).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
    });

    it('is for admins only', async () => {
      await t.http().get('/api/bookings/all').set(customer.auth).expect(403);
      await t.http().get('/api/bookings/all').expect(401);
    });
  });
});
