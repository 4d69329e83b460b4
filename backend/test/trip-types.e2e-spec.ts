import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('GET /api/trip-types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the eight trip types for anyone, in English and Hindi, the four quoted ones marked instant', async () => {
    const res = await t.http().get('/api/trip-types').expect(200);
    expect(res.body.data).toEqual([
      { id: 'one-way', name: 'One way', nameHi: 'एक तरफ़ा', instant: true },
      { id: 'round-trip', name: 'Round trip', nameHi: 'आना-जाना', instant: true },
      { id: 'local', name: 'Local city', nameHi: 'शहर में लोकल', instant: true },
      { id: 'airport-railway', name: 'Airport / railway station', nameHi: 'एयरपोर्ट / रेलवे स्टेशन', instant: true },
      { id: 'marriage', name: 'Marriage', nameHi: 'शादी', instant: false },
      { id: 'office', name: 'Office', nameHi: 'ऑफ़िस', instant: false },
      { id: 'tour', name: 'Tour package', nameHi: 'टूर पैकेज', instant: false },
      { id: 'national-park', name: 'National park', nameHi: 'नेशनल पार्क', instant: false },
    ]);
  });
});
