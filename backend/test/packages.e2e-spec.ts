import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TripPackage } from '../src/packages/trip-package.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { type SignedIn, signUp } from './helpers/factories.js';
import { png } from './helpers/images.js';
import { istAt, packageInput } from './helpers/quotes.js';

describe('Packages: /api/packages and their quotes', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, customer] = [await signUp(t, 'admin'), await signUp(t, 'customer')];
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, auth: Record<string, string> = admin.auth) =>
    t.http().post('/api/packages').set(auth).send(body);
  const count = () => t.db.getRepository(TripPackage).count();

  const uploadPhoto = (id: number, bytes: Buffer, auth: Record<string, string> = admin.auth) =>
    t.http().put(`/api/packages/${id}/photo`).set(auth).attach('photo', bytes, 'photo.png');

  it('lets an admin create a package and upload its photo, which anyone then lists by trip type and quotes', async () => {
    const created = await create(packageInput()).expect(201);
    expect(created.body.data.photo).toBeNull();
    const res = await uploadPhoto(created.body.data.id, await png(40, 30)).expect(200);
    const pkg = res.body.data;
    expect(pkg).toMatchObject({
      tripType: 'national-park',
      title: 'Bandhavgarh safari weekend, 2 days',
      titleHi: 'बांधवगढ़ सफ़ारी वीकेंड, 2 दिन',
      places: ['Bandhavgarh'],
      km: 500,
      hours: 36,
      prices: [
        { vehicle: 'Dzire', price: 6500 },
        { vehicle: 'Ertiga', price: 8200 },
      ],
      active: true,
    });
    expect(pkg.photo).toMatch(/^\/api\/files\/\d+\?expires=\d+&sig=/);
    await t.http().get(pkg.photo).expect(200).expect('Content-Type', 'image/jpeg');

    const listed = await t.http().get('/api/packages?tripType=national-park').expect(200);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toContain(pkg.id);
    const tours = await t.http().get('/api/packages?tripType=tour').expect(200);
    expect(tours.body.data.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
    await t.http().get(`/api/packages/${pkg.id}`).expect(200);

    const quote = await t
      .http()
      .post('/api/quotes')
      .send({ tripType: 'national-park', packageId: pkg.id, pickupAt: istAt(10, '06:30') })
      .expect(200);
    expect(quote.body.data.distance).toBe(500);
    expect(quote.body.data.vehicles).toEqual([
      expect.objectContaining({
        vehicle: 'Dzire',
        lines: [{ code: 'package', label: pkg.title, labelHi: pkg.titleHi, quantity: 1, rate: 6500, amount: 6500 }],
        taxable: 6190, // 6500 / 1.05 = 6190.48
        gst: 310,
        total: 6500,
        advance: 1300,
        included: ['500 km', '36 hours', 'Fuel', 'Driver allowance'],
        extra: ['Safari permits and gypsy', 'Tolls and parking'],
      }),
      expect.objectContaining({ vehicle: 'Ertiga', total: 8200 }),
    ]);
  });

  it('refuses a quote for a vehicle the package is not offered with, or under another trip type', async () => {
    const { id } = (await create(packageInput()).expect(201)).body.data;
    const asked = { tripType: 'national-park', packageId: id, pickupAt: istAt(10, '06:30') };
    const crysta = await t
      .http()
      .post('/api/quotes')
      .send({ ...asked, vehicle: 'Crysta' })
      .expect(400);
    expect(crysta.body.message).toBe('That package is not offered with a Crysta.');
    const tour = await t
      .http()
      .post('/api/quotes')
      .send({ ...asked, tripType: 'tour' })
      .expect(400);
    expect(tour.body.message).toBe('That package is not a tour package.');
  });

  it('takes a package off sale: gone from the list and quotes, still seen by admins', async () => {
    const { id } = (await create(packageInput({ tripType: 'tour', title: 'Pachmarhi hills, 3 days', places: ['Pachmarhi'] })).expect(201))
      .body.data;
    const res = await t.http().put(`/api/packages/${id}`).set(admin.auth).send({ active: false, km: 750 }).expect(200);
    expect(res.body.data).toMatchObject({ active: false, km: 750, title: 'Pachmarhi hills, 3 days' });
    const listed = await t.http().get('/api/packages').expect(200);
    expect(listed.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const gone = await t.http().get(`/api/packages/${id}`).expect(404);
    expect(gone.body).toMatchObject({ statusCode: 404, message: 'Package not found.' });
    await t.http().get(`/api/packages/${id}`).set(admin.auth).expect(200);
    const all = await t.http().get('/api/packages/all').set(admin.auth).expect(200);
    expect(all.body.data.map((p: { id: number }) => p.id)).toContain(id);
    const quote = await t
      .http()
      .post('/api/quotes')
      .send({ tripType: 'tour', packageId: id, pickupAt: istAt(10, '06:30') })
      .expect(400);
    expect(quote.body.message).toBe('Unknown package: choose one from the packages list.');
  });

  it.each([
    ['no token', {}, 401],
    ['a customer', 'customer', 403],
  ])('refuses %s creating, changing or listing all packages', async (_who, who, status) => {
    const auth = who === 'customer' ? customer.auth : {};
    const before = await count();
    await create(packageInput(), auth as Record<string, string>).expect(status);
    await t
      .http()
      .put('/api/packages/1')
      .set(auth as Record<string, string>)
      .send({ active: false })
      .expect(status);
    await t
      .http()
      .get('/api/packages/all')
      .set(auth as Record<string, string>)
      .expect(status);
    expect(await count()).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a one-way package', { tripType: 'one-way' }, 'tripType must be one of marriage, office, tour, national-park'],
    ['no Hindi title', { titleHi: ' ' }, 'titleHi (the Hindi title) is required'],
    ['no prices', { prices: [] }, 'prices must name at least one vehicle'],
    ['a price in paise', { prices: [{ vehicle: 'Dzire', price: 6500.5 }] }, 'prices.0.price must be a whole number of rupees'],
    [
      'an unknown vehicle',
      { prices: [{ vehicle: 'Innova', price: 6500 }] },
      'prices.0.vehicle must be one of Crysta, Dzire, Tavera, Zest, Ertiga',
    ],
    [
      'a vehicle priced twice',
      {
        prices: [
          { vehicle: 'Dzire', price: 1 },
          { vehicle: 'Dzire', price: 2 },
        ],
      },
      'prices names Dzire twice; give one price per vehicle.',
    ],
    [
      'a Hindi itinerary shorter than the English',
      { itineraryHi: ['दिन 1'] },
      'itineraryHi must have as many lines as itinerary, one Hindi line for each.',
    ],
    ['0 km', { km: 0 }, 'km must be at least 1'],
    ['a photo inside the JSON', { photo: 'data:image/png;base64,aGVsbG8=' }, 'The field photo is not accepted.'],
  ])('answers 400 for %s and saves nothing', async (_case, change, message) => {
    const before = await count();
    const res = await create(packageInput(change)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(await count()).toBe(before);
  });

  it('replaces a photo keeping one file, removes it, refuses a file that is not an image, and lets only admins do it', async () => {
    const { id } = (await create(packageInput()).expect(201)).body.data;
    await uploadPhoto(id, await png(40, 30)).expect(200);
    const first = (await t.db.getRepository(TripPackage).findOneByOrFail({ id })).photoFileId;
    await uploadPhoto(id, await png(50, 30)).expect(200);
    const second = (await t.db.getRepository(TripPackage).findOneByOrFail({ id })).photoFileId;
    expect(second).not.toBe(first);
    const files = await t.db.query(`SELECT id FROM files WHERE id IN (?, ?)`, [first, second]);
    expect(files).toHaveLength(1);
    const refused = await uploadPhoto(id, Buffer.from('hello')).expect(400);
    expect(refused.body.message).toBe('Only JPEG, PNG, WebP or GIF images are accepted.');
    await uploadPhoto(id, await png(10, 10), customer.auth).expect(403);
    const removed = await t.http().delete(`/api/packages/${id}/photo`).set(admin.auth).expect(200);
    expect(removed.body.data.photo).toBeNull();
    await uploadPhoto(999999, await png(10, 10)).expect(404);
  });

  it('answers 404 for changing a package that does not exist', async () => {
    const res = await t.http().put('/api/packages/999999').set(admin.auth).send({ active: false }).expect(404);
    expect(res.body.message).toBe('Package not found.');
  });
});
