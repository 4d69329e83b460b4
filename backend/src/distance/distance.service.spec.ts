import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Logger, UnprocessableEntityException } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { GazetteerService } from '../places/gazetteer.service.js';
import { DistanceService } from './distance.service.js';
import { OsrmRouter } from './osrm-router.js';

const JABALPUR_BHOPAL = '/route/v1/driving/79.95006,23.16697;77.40289,23.25469?overview=false';

/** A stand-in OSRM server whose behaviour each test picks. */
class FakeOsrm {
  mode: 'ok' | 'slow' | 'error' | 'no-route' = 'ok';
  requests: string[] = [];
  private readonly server: Server = createServer((req, res) => this.answer(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    this.requests.push(req.url ?? '');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (this.mode === 'ok') json(200, { code: 'Ok', routes: [{ distance: 318_449, duration: 20_534.6 }] });
    else if (this.mode === 'slow') setTimeout(() => json(200, { code: 'Ok', routes: [{ distance: 1, duration: 1 }] }), 1500);
    else if (this.mode === 'error') json(500, { message: 'internal' });
    else json(400, { code: 'NoRoute', routes: [] });
  }
}

describe(DistanceService.name, () => {
  const gazetteer = new GazetteerService();
  const osrm = new FakeOsrm();
  const service = (osrmUrl?: string) =>
    new DistanceService(gazetteer, new OsrmRouter(new AppConfig({ JWT_SECRET: 'test', OSRM_URL: osrmUrl }), 300));
  let osrmUrl: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    gazetteer.onModuleInit();
    osrmUrl = await osrm.start();
  });
  afterAll(async () => {
    await osrm.stop();
    Logger.overrideLogger(['log', 'error', 'warn']);
  });
  beforeEach(() => {
    osrm.mode = 'ok';
    osrm.requests = [];
  });

  describe('without a router', () => {
    it.each([
      ['Jabalpur, MP, India', 'Bhopal, Madhya Pradesh, India', { distance: 315, duration: 370, source: 'road-table' }],
      ['Bhopal', 'Jabalpur', { distance: 315, duration: 370, source: 'road-table' }],
      ['Jabalpur, MP, India', 'Katni', { distance: 100, duration: 135, source: 'road-table' }],
      [
        'Jabalpur, MP, India',
        'Kanha National Park (Khatia Gate), Mandla, Madhya Pradesh, India',
        { distance: 160, duration: 231, source: 'road-table' },
      ],
      // Katni – Damoh – Sagar – Vidisha – Bhopal on the road graph (the straight-line estimate said 367.8)
      ['Katni', 'Bhopal', { distance: 356, duration: 455, source: 'road-graph' }],
      ['Kanha', 'Nagpur', { distance: 273, duration: 375, source: 'road-graph' }],
      // NH44 by Seoni to Khawasa, then 12 km of forest road to Pench's Turia gate (published: Khawasa 190 km
      // from Jabalpur and 80 from Nagpur, the gate 12 km from Khawasa)
      ['Jabalpur', 'Pench', { distance: 206, duration: 257, source: 'road-graph' }],
      ['Nagpur', 'Pench National Park (Turia Gate)', { distance: 92, duration: 131, source: 'road-graph' }],
      // Bhimbetka, beside NH46 9 km past Obaidullaganj (45 km from Bhopal, published): it joins the
      // highway where the highway passes it, not by a straight leg from Obaidullaganj
      ['Bhopal', 'Bhimbetka', { distance: 47.6, duration: 78, source: 'road-graph' }],
      // Vindhyachal, a node on the Prayagraj – Mirzapur road 8 km short of Mirzapur (published: 83 km
      // from Allahabad, 70 from Varanasi), so a trip from Prayagraj does not run on to Mirzapur and back
      ['Varanasi', 'Vindhyachal', { distance: 70, duration: 104, source: 'road-graph' }],
      ['Prayagraj', 'Vindhyachal', { distance: 80, duration: 123, source: 'road-graph' }],
      // NH47 by Nemawar (published: 128 km from Indore; Handia, across the river, 21 from Harda)
      ['Indore', 'Nemawar (Siddhnath Temple)', { distance: 128, duration: 166, source: 'road-graph' }],
      ['Harda', 'Nemawar', { distance: 22, duration: 43, source: 'road-graph' }],
      // Madhai, the Satpura gate at the end of its road 17 km from Sohagpur: 86–90 km from Pachmarhi
      // round by Pipariya (published), not the 41 km straight through the reserve
      ['Pachmarhi', 'Satpura National Park (Madhai Gate)', { distance: 88, duration: 148, source: 'road-graph' }],
      // published: Salkanpur 70 km from Bhopal; Bargi Dam 33–40 km from Jabalpur
      ['Bhopal', 'Salkanpur', { distance: 70, duration: 108, source: 'road-graph' }],
      ['Jabalpur', 'Bargi Dam', { distance: 32.7, duration: 59, source: 'road-graph' }],
      ['Jabalpur', 'Jabalpur, MP, India', { distance: 0, duration: 0, source: 'road-graph' }],
      // far outside the road graph: the great-circle estimate
      ['Jabalpur', 'Delhi', { distance: 787.9, duration: 886, source: 'estimate' }],
    ])('%p → %p is %p', async (from, to, expected) => {
      await expect(service().measure(from, to)).resolves.toEqual(expected);
    });

    it('follows the known road from a station in the city', async () => {
      const trip = await service().measure('Jabalpur Junction Railway Station, Jabalpur, Madhya Pradesh, India', 'Bhopal');
      expect(trip.source).toBe('road-table');
      expect(trip.distance).toBeCloseTo(315, -1);
    });

    it.each([
      ['Atlantis', 'Bhopal', 'Place not found: Atlantis'],
      ['Jabalpur, MP, India', '  Bhopl ', 'Place not found: Bhopl'],
      ['Jabalpur, MP, India', 'Sagar, Rajasthan, India', 'Place not found: Sagar, Rajasthan, India'],
    ])('refuses %p → %p with 422 %p', async (from, to, message) => {
      const trip = service().measure(from, to);
      await expect(trip).rejects.toThrow(UnprocessableEntityException);
      await expect(trip).rejects.toThrow(message);
    });
  });

  describe('with OSRM_URL', () => {
    it('answers with the router’s road distance and time', async () => {
      await expect(service(osrmUrl).measure('Jabalpur, MP, India', 'Bhopal')).resolves.toEqual({
        distance: 318.4,
        duration: 342,
        source: 'osrm',
      });
      expect(osrm.requests).toEqual([JABALPUR_BHOPAL]);
    });

    it('falls back to the estimate when the router is too slow', async () => {
      osrm.mode = 'slow';
      const started = performance.now();
      await expect(service(osrmUrl).measure('Jabalpur', 'Bhopal')).resolves.toMatchObject({ distance: 315, source: 'road-table' });
      expect(performance.now() - started).toBeLessThan(1200);
    });

    it('falls back to the estimate when the router fails', async () => {
      osrm.mode = 'error';
      await expect(service(osrmUrl).measure('Jabalpur', 'Katni')).resolves.toMatchObject({ distance: 100, source: 'road-table' });
      expect(osrm.requests).toHaveLength(1);
    });

    it('falls back to the estimate when the router finds no road', async () => {
      osrm.mode = 'no-route';
      await expect(service(osrmUrl).measure('Katni', 'Bhopal')).resolves.toMatchObject({ distance: 356, source: 'road-graph' });
    });

    it('falls back to the estimate when the router is down', async () => {
      const down = new FakeOsrm();
      const url = await down.start();
      await down.stop();
      await expect(service(url).measure('Jabalpur', 'Katni')).resolves.toMatchObject({ distance: 100, source: 'road-table' });
    });

    it('does not ask the router about places it does not know', async () => {
      await expect(service(osrmUrl).measure('Atlantis', 'Bhopal')).rejects.toThrow('Place not found: Atlantis');
      expect(osrm.requests).toEqual([]);
    });
  });

  it('tells Jabalpur pickups from others', () => {
    expect(service().isJabalpur('Jabalpur, MP, India')).toBe(true);
    expect(service().isJabalpur('Dumna Airport, Jabalpur, Madhya Pradesh, India')).toBe(true);
    expect(service().isJabalpur('Katni')).toBe(false);
    expect(service().isJabalpur('Nowhere')).toBe(false);
  });
});
