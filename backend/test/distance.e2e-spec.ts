import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('POST /api/distance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const measure = (body: unknown) =>
    t
      .http()
      .post('/api/distance')
      .send(body as object);

  it('answers km and minutes from the fixed pickup to a suggested label, without a token', async () => {
    const res = await measure({ from: 'Jabalpur, MP, India', to: 'Bhopal, Madhya Pradesh, India' }).expect(200);
    expect(res.body).toEqual({ distance: 315, duration: 370 });
  });

  it('measures to what /api/places suggested', async () => {
    const [suggestion] = (await t.http().get('/api/places?text=bandhav').expect(200)).body as Array<{ value: string }>;
    const res = await measure({ from: 'Jabalpur, MP, India', to: suggestion.value }).expect(200);
    // the operator's 197 km; 4 h 17 min with the last 32 km on the forest road from Umaria
    expect(res.body).toEqual({ distance: 197, duration: 257 });
  });

  it('routes a trip outside the known roads on the road graph, km to 1 decimal', async () => {
    // Katni – Damoh – Sagar – Vidisha – Bhopal
    const res = await measure({ from: 'Katni', to: 'Bhopal' }).expect(200);
    expect(res.body).toEqual({ distance: 356, duration: 455 });
  });

  it('measures between two places away from Jabalpur', async () => {
    // Kanha's Khatia gate – Nainpur – Seoni – Nagpur: 273 km (266 by a published figure)
    const res = await measure({ from: 'Kanha National Park (Khatia Gate), Mandla, Madhya Pradesh, India', to: 'Nagpur' }).expect(200);
    expect(res.body).toEqual({ distance: 273, duration: 375 });
  });

  it('measures a place between the graph’s towns through its nearest ones', async () => {
    // Patan (Jabalpur district) is 16.8 km as the crow flies from Shahpura on NH45, 29.6 from
    // Jabalpur: 16.8 × 1.3 on local roads, then Shahpura → Bhopal's 278 km
    const res = await measure({ from: 'Patan', to: 'Bhopal' }).expect(200);
    expect(res.body).toEqual({ distance: 299.9, duration: 361 });
  });

  it.each([
    [{ from: 'Atlantis', to: 'Bhopal' }, 'Place not found: Atlantis'],
    [{ from: 'Jabalpur, MP, India', to: 'Bhopl' }, 'Place not found: Bhopl'],
  ])('answers 422 for a place it does not know: %p', async (body, message) => {
    const res = await measure(body).expect(422);
    expect(res.body).toEqual({ statusCode: 422, message, requestId: expect.any(String) });
  });

  it.each([
    [{ to: 'Bhopal' }, 'from is required'],
    [{ from: 'Jabalpur' }, 'to is required'],
    [{}, 'from is required'],
    [{ from: '   ', to: 'Bhopal' }, 'from is required'],
    [{ from: 42, to: 'Bhopal' }, 'from must be a place name or label (text)'],
    [{ from: ['Jabalpur'], to: 'Bhopal' }, 'from must be a place name or label (text)'],
    [{ from: 'x'.repeat(201), to: 'Bhopal' }, 'from must be at most 200 characters'],
    [{ from: 'Jabalpur', to: 'Bhopal', via: 'Damoh' }, 'The field via is not accepted.'],
  ])('answers 400 for %p', async (body, message) => {
    const res = await measure(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.http().post('/api/distance').set('content-type', 'application/json').send('{from:').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', requestId: expect.any(String) });
  });
});

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes fares, places and distance', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; requestBody?: unknown }>>;
    };
    expect(doc.paths['/api/fares'].get.parameters?.map((p) => p.name).sort()).toEqual(['distance', 'vehicle']);
    expect(doc.paths['/api/places'].get.parameters?.map((p) => p.name).sort()).toEqual(['limit', 'text']);
    expect(doc.paths['/api/distance'].post.requestBody).toBeDefined();
  });
});

describe('POST /api/distance with OSRM_URL', () => {
  let t: TestApp;
  let osrm: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    osrm = createServer((req, res) => {
      asked.push(req.url ?? '');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 'Ok', routes: [{ distance: 101_260, duration: 7_380 }] }));
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ OSRM_URL: `http://127.0.0.1:${(osrm.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await t.close();
    osrm.closeAllConnections();
    await new Promise((resolve) => osrm.close(resolve));
  });

  it('answers with the router’s road', async () => {
    const res = await t.http().post('/api/distance').send({ from: 'Jabalpur, MP, India', to: 'Katni' }).expect(200);
    expect(res.body).toEqual({ distance: 101.3, duration: 123 });
    expect(asked).toEqual(['/route/v1/driving/79.95006,23.16697;80.39405,23.83776?overview=false']);
  });
});
