import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FareVersion } from '../src/fares/fare-version.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { istAt, roundTrip } from './helpers/quotes.js';

describe('POST /api/quotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const quote = (body: Record<string, unknown>) => t.http().post('/api/quotes').send(body);
  const totals = (vehicles: { vehicle: string; total: number }[]) => vehicles.map((v) => [v.vehicle, v.total]);

  it('prices a two-day round trip to Bandhavgarh for every vehicle: the 500 km minimum, two days of allowance', async () => {
    const res = await quote(roundTrip()).expect(200);
    // The newest version (1 on a fresh database; suites sharing MariaDB add equal ones).
    const [current] = await t.db.getRepository(FareVersion).find({ order: { id: 'DESC' }, take: 1 });
    expect(res.body.data).toMatchObject({ tripType: 'round-trip', distance: 394, fareVersion: current.id });
    // 500 km × rate + 2 × 300
    expect(totals(res.body.data.vehicles)).toEqual([
      ['Crysta', 9600],
      ['Dzire', 6100],
      ['Tavera', 7600],
      ['Zest', 6100],
      ['Ertiga', 7600],
    ]);
    expect(res.body.data.vehicles[1]).toEqual({
      vehicle: 'Dzire',
      seats: 5,
      lines: [
        {
          code: 'distance',
          label: '500 km (minimum 250 km a day × 2 days)',
          labelHi: '500 किमी (न्यूनतम 250 किमी प्रतिदिन × 2 दिन)',
          quantity: 500,
          rate: 11,
          amount: 5500,
        },
        { code: 'driver-allowance', label: 'Driver allowance, 2 days', labelHi: 'ड्राइवर भत्ता, 2 दिन', quantity: 2, rate: 300, amount: 600 },
      ],
      taxable: 5810,
      gst: 290,
      total: 6100,
      advance: 1220,
      included: ['500 km', 'Fuel', 'Driver allowance'],
      includedHi: ['500 किमी', 'ईंधन', 'ड्राइवर भत्ता'],
      extra: ['₹11 per km beyond 500 km', 'Tolls, state tax and parking at actuals'],
      extraHi: ['500 किमी से आगे ₹11 प्रति किमी', 'टोल, राज्य कर और पार्किंग वास्तविक के अनुसार'],
    });
  });

  it('adds a night allowance when the round trip leaves before 06:00', async () => {
    const res = await quote(roundTrip({ pickupAt: istAt(7, '05:30'), vehicle: 'dzire' })).expect(200);
    expect(res.body.data.vehicles).toHaveLength(1);
    expect(res.body.data.vehicles[0].lines[2]).toMatchObject({ code: 'night-allowance', quantity: 1, rate: 250, amount: 250 });
    expect(res.body.data.vehicles[0].total).toBe(6350);
  });

  it('drives the whole loop through the stops, and charges it when it is over the minimum', async () => {
    const res = await quote(roundTrip({ stops: ['Katni'], returnAt: istAt(7, '23:00'), vehicle: 'Dzire' })).expect(200);
    const { distance, vehicles } = res.body.data;
    expect(distance).toBeGreaterThan(394);
    expect(vehicles[0].lines[0]).toMatchObject({ code: 'distance', quantity: distance, amount: distance * 11, label: `${distance} km` });
    expect(vehicles[0].lines[1]).toMatchObject({ quantity: 1, amount: 300 });
  });

  it('prices an 8-hour local car and says the extra km and hour rates', async () => {
    const res = await quote({ tripType: 'local', pickupAt: istAt(3, '10:00'), hours: 8 }).expect(200);
    expect(res.body.data).toMatchObject({ tripType: 'local', distance: 80 });
    expect(totals(res.body.data.vehicles)).toEqual([
      ['Crysta', 3200],
      ['Dzire', 1900],
      ['Tavera', 2500],
      ['Zest', 1800],
      ['Ertiga', 2400],
    ]);
    expect(res.body.data.vehicles[1]).toMatchObject({
      taxable: 1810,
      gst: 90,
      advance: 380,
      extra: ['Extra km: ₹11 per km', 'Extra hour: ₹120 per hour', 'Parking at actuals'],
    });
  });

  it.each([
    ['to the station', { from: 'Bhedaghat', to: 'Jabalpur Junction' }, 'Jabalpur Junction'],
    ['from the station, by its code', { from: 'JBP', to: 'Bhedaghat' }, 'Jabalpur Junction'],
  ])('prices an airport/railway transfer %s by its distance band', async (_case, route, point) => {
    const res = await quote({ tripType: 'airport-railway', pickupAt: istAt(2, '10:00'), vehicle: 'Dzire', ...route }).expect(200);
    expect(res.body.data.distance).toBe(21);
    expect(res.body.data.vehicles[0]).toMatchObject({
      lines: [{ code: 'transfer', label: 'Transfer, up to 30 km (flat)', quantity: 21, amount: 950 }],
      taxable: 905,
      gst: 45,
      total: 950,
      extra: [`${point} entry and parking at actuals`, 'Tolls at actuals'],
    });
  });

  it('prices a one-way trip as the spec table does', async () => {
    const res = await quote({ tripType: 'one-way', from: 'Jabalpur, MP, India', to: 'Bhopal', pickupAt: istAt(5, '09:30') }).expect(200);
    expect(res.body.data.distance).toBe(315);
    // 315 km over 250: per km × 315, plus 200 driver allowance (the spec's one-way totals)
    expect(totals(res.body.data.vehicles)).toEqual([
      ['Crysta', 315 * 28 + 200],
      ['Dzire', 315 * 16 + 200],
      ['Tavera', 315 * 22 + 200],
      ['Zest', 315 * 15 + 200],
      ['Ertiga', 315 * 22 + 200],
    ]);
  });

  it('keeps taxable + gst = total and the lines adding up to the total for every vehicle', async () => {
    const res = await quote(roundTrip({ pickupAt: istAt(7, '04:00'), returnAt: istAt(9, '23:30') })).expect(200);
    for (const v of res.body.data.vehicles as { lines: { amount: number }[]; taxable: number; gst: number; total: number }[]) {
      expect(v.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(v.total);
      expect(v.taxable + v.gst).toBe(v.total);
    }
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    [
      'an unknown trip type',
      { tripType: 'helicopter', pickupAt: istAt(2, '10:00') },
      400,
      'tripType must be one of one-way, round-trip, local, airport-railway, marriage, office, tour, national-park',
    ],
    [
      'a pickup without its offset',
      { tripType: 'local', hours: 4, pickupAt: `${istAt(2, '10:00').slice(0, 16)}` },
      400,
      'pickupAt must be a date and time with its offset, such as 2026-12-01T09:30:00+05:30',
    ],
    [
      'a pickup that has passed',
      { tripType: 'local', hours: 4, pickupAt: istAt(-1, '10:00') },
      400,
      'The pickup time has already passed; please choose a later time.',
    ],
    [
      'a pickup over a year ahead',
      { tripType: 'local', hours: 4, pickupAt: istAt(400, '10:00') },
      400,
      'Trips can be booked at most one year ahead.',
    ],
    [
      'an unknown vehicle',
      { tripType: 'local', hours: 4, pickupAt: istAt(2, '10:00'), vehicle: 'Innova' },
      400,
      'vehicle must be one of Crysta, Dzire, Tavera, Zest, Ertiga',
    ],
    [
      'a field the call does not take',
      { tripType: 'local', hours: 4, pickupAt: istAt(2, '10:00'), totalAmount: 1 },
      400,
      'The field totalAmount is not accepted.',
    ],
    ['a round trip without a return', roundTrip({ returnAt: undefined }), 400, 'returnAt is required for a round trip.'],
    ['a return before the pickup', roundTrip({ returnAt: istAt(6, '19:00') }), 400, 'The return must be after the pickup.'],
    ['a return at the pickup time', roundTrip({ returnAt: istAt(7, '07:00') }), 400, 'The return must be after the pickup.'],
    [
      'a 31-day round trip',
      roundTrip({ returnAt: istAt(37, '19:00') }),
      400,
      'A round trip can last at most 30 days; for longer, send us an enquiry.',
    ],
    ['a round trip from Bhopal', roundTrip({ from: 'Bhopal' }), 400, 'One-way and round trips start from Jabalpur only.'],
    ['a round trip without a destination', roundTrip({ to: undefined }), 400, 'to is required for this trip type.'],
    ['a stop the gazetteer does not know', roundTrip({ stops: ['Xyzzyville'] }), 422, 'Place not found: Xyzzyville'],
    ['six stops', roundTrip({ stops: ['Katni', 'Katni', 'Katni', 'Katni', 'Katni', 'Katni'] }), 400, 'at most 5 stops'],
    [
      'stops on a one-way trip',
      { tripType: 'one-way', from: 'Jabalpur', to: 'Bhopal', stops: ['Katni'], pickupAt: istAt(2, '10:00') },
      400,
      'Stops can be added to a round trip only.',
    ],
    [
      'a one-way trip to Jabalpur itself',
      { tripType: 'one-way', from: 'Jabalpur', to: 'Jabalpur', pickupAt: istAt(2, '10:00') },
      400,
      'Pickup and drop must be different places.',
    ],
    [
      'local hours that are not a package',
      { tripType: 'local', hours: 6, pickupAt: istAt(2, '10:00') },
      400,
      'hours must be 4, 8 or 12 for a local trip.',
    ],
    ['local without hours', { tripType: 'local', pickupAt: istAt(2, '10:00') }, 400, 'hours must be 4, 8 or 12 for a local trip.'],
    [
      'a transfer with neither end a station or the airport',
      { tripType: 'airport-railway', from: 'Jabalpur', to: 'Bhedaghat', pickupAt: istAt(2, '10:00') },
      400,
      'One end of an airport/railway trip must be Dumna Airport, Jabalpur Junction or Madan Mahal.',
    ],
    [
      'a transfer between the airport and a station',
      { tripType: 'airport-railway', from: 'Dumna Airport', to: 'Madan Mahal', pickupAt: istAt(2, '10:00') },
      400,
      'For a trip between the airport and a station, book a local trip.',
    ],
    [
      'a transfer from Katni',
      { tripType: 'airport-railway', from: 'Katni', to: 'Dumna Airport', pickupAt: istAt(2, '10:00') },
      400,
      'That address is 104 km from Dumna Airport; transfers go up to 45 km. Please book a one-way or round trip instead.',
    ],
    [
      'a package trip without a package',
      { tripType: 'tour', pickupAt: istAt(2, '10:00') },
      400,
      'packageId is required for this trip type; choose one from the packages list.',
    ],
    [
      'a package that does not exist',
      { tripType: 'tour', packageId: 999999, pickupAt: istAt(2, '10:00') },
      400,
      'Unknown package: choose one from the packages list.',
    ],
  ])('answers %s with %p: %p', async (_case, body, status, message) => {
    const res = await quote(body).expect(status);
    expect(res.body).toMatchObject({ statusCode: status, message });
  });
});
