import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('GET /api/fares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prices the five vehicles for anyone, without a token', async () => {
    const res = await t.http().get('/api/fares?distance=118.4').expect(200);
    // 119 km: the 101–250 km rates, plus the 200 driver allowance
    expect(res.body).toEqual({
      distance: 119,
      vehicles: [
        { vehicle: 'Crysta', seats: 7, baseAmount: 3570, driverAllowance: 200, totalAmount: 3770 },
        { vehicle: 'Dzire', seats: 5, baseAmount: 2142, driverAllowance: 200, totalAmount: 2342 },
        { vehicle: 'Tavera', seats: 8, baseAmount: 2737, driverAllowance: 200, totalAmount: 2937 },
        { vehicle: 'Zest', seats: 6, baseAmount: 2023, driverAllowance: 200, totalAmount: 2223 },
        { vehicle: 'Ertiga', seats: 6, baseAmount: 2856, driverAllowance: 200, totalAmount: 3056 },
      ],
    });
  });

  it('prices only the vehicle asked for, whatever its case', async () => {
    const res = await t.http().get('/api/fares?distance=50&vehicle=dZIRE').expect(200);
    expect(res.body).toEqual({
      distance: 50,
      vehicles: [{ vehicle: 'Dzire', seats: 5, baseAmount: 2000, driverAllowance: 0, totalAmount: 2000 }],
    });
  });

  it('prices a vehicle outside the table at 15 per km, seats unknown', async () => {
    const res = await t.http().get('/api/fares?distance=9.2&vehicle=INNOVA').expect(200);
    expect(res.body).toEqual({
      distance: 10,
      vehicles: [{ vehicle: 'Innova', seats: null, baseAmount: 150, driverAllowance: 0, totalAmount: 150 }],
    });
  });

  it('charges the minimum fare for 0 km', async () => {
    const res = await t.http().get('/api/fares?distance=0&vehicle=Zest').expect(200);
    expect(res.body.vehicles[0]).toMatchObject({ totalAmount: 745 });
  });

  it.each([
    ['', 'distance is required (km, for example distance=120)'],
    ['?distance=', 'distance is required (km, for example distance=120)'],
    ['?distance=abc', 'distance must be a number of km, for example 120 or 12.5'],
    ['?distance=12km', 'distance must be a number of km, for example 120 or 12.5'],
    ['?distance=1&distance=2', 'distance must be a number of km, for example 120 or 12.5'],
    ['?distance=-5', 'distance must not be negative'],
    ['?distance=20000', 'distance must be at most 10000 km'],
    ['?distance=10&vehicle=', 'vehicle must be a vehicle name such as Dzire'],
    ['?distance=10&vehicle=%3Cscript%3E', 'vehicle must be a vehicle name such as Dzire'],
    ['?distance=10&vehicle=' + 'x'.repeat(41), 'vehicle must be at most 40 characters'],
    ['?distance=10&vehicle=Dzire&vehicle=Zest', 'vehicle must be a single piece of text'],
    ['?distance=10&seats=4', 'The field seats is not accepted.'],
  ])('answers 400 for %p: %p', async (query, message) => {
    const res = await t.http().get(`/api/fares${query}`).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
  });
});
