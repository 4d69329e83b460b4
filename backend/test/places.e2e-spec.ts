import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('GET /api/places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const suggest = (query: string) => t.http().get(`/api/places${query}`);

  it.each([
    ['bho', 'Bhopal, Madhya Pradesh, India'],
    ['jabalpr', 'Jabalpur, Madhya Pradesh, India'],
    ['katni', 'Katni, Madhya Pradesh, India'],
    ['bandhav', 'Bandhavgarh National Park (Tala Gate), Umaria, Madhya Pradesh, India'],
    ['S%C4%81gar', 'Sagar, Madhya Pradesh, India'], // 'Sāgar'
  ])('suggests %p → %p first, value and label alike', async (text, label) => {
    const res = await suggest(`?text=${text}`).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(5);
    expect(res.body[0]).toEqual({ value: label, label });
    for (const s of res.body as Array<{ value: string; label: string }>) expect(s.value).toBe(s.label);
  });

  it('answers at most limit suggestions', async () => {
    expect((await suggest('?text=ra&limit=2').expect(200)).body).toHaveLength(2);
    expect((await suggest('?text=ra&limit=10').expect(200)).body).toHaveLength(10);
    expect((await suggest('?text=ra').expect(200)).body).toHaveLength(5);
  });

  it('accepts a single character', async () => {
    expect((await suggest('?text=j').expect(200)).body[0].label).toBe('Jabalpur, Madhya Pradesh, India');
  });

  it.each(['', '?text=', '?text=%20%20', '?limit=3'])('answers [] for no text (%p)', async (query) => {
    expect((await suggest(query).expect(200)).body).toEqual([]);
  });

  it('answers [] when nothing matches', async () => {
    expect((await suggest('?text=zzzzqqq').expect(200)).body).toEqual([]);
  });

  it.each([
    ['?text=bho&limit=0', 'limit must be a whole number from 1 to 10'],
    ['?text=bho&limit=11', 'limit must be a whole number from 1 to 10'],
    ['?text=bho&limit=2.5', 'limit must be a whole number from 1 to 10'],
    ['?text=bho&limit=abc', 'limit must be a whole number from 1 to 10'],
    ['?text=bho&limit=-1', 'limit must be a whole number from 1 to 10'],
    [`?text=${'a'.repeat(101)}`, 'text must be at most 100 characters'],
    ['?text=bho&text=jab', 'text must be a single piece of text'],
    ['?text=bho&filter=india', 'The field filter is not accepted.'],
  ])('answers 400 for %p: %p', async (query, message) => {
    const res = await suggest(query).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
  });
});
