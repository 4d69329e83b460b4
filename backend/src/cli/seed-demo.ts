import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { AuthService, type NewAccount } from '../auth/auth.service.js';
import { Booking } from '../bookings/booking.entity.js';
import { todayInIst } from '../common/time/ist.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { Offer } from '../offers/offer.entity.js';
import { DEMO_PACKAGES } from './demo-packages.js';

/**
 * `npm run seed:demo`: fills a FRESH database with demo agents, offers, customers and bookings,
 * every name marked [DEMO]. Offers and bookings go through the real API, so they obey every rule
 * (server-side distance and fares, references, the offer reservation).
 */
const DEMO = '[DEMO]';
// The seed talks to its own in-process server: its request log is noise here, so only warnings show.
const config = new AppConfig({
  LOG_LEVEL: 'warn',
  ...process.env,
  AUTH_RATE_LIMIT: '0',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  PORT: '0',
});
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

try {
  const db = app.get<DataSource>(getDataSourceToken());
  if ((await db.getRepository(Offer).count()) > 0 || (await db.getRepository(Booking).count()) > 0) {
    console.error('This database already has offers or bookings: seed:demo only fills a fresh database. Nothing changed.');
    process.exitCode = 1;
  } else {
    await seed();
  }
} finally {
  await app.close();
}

async function seed() {
  const password = `Demo-${randomBytes(4).toString('hex')}`;
  const accounts: (NewAccount & { key: string })[] = [
    {
      key: 'admin',
      role: 'admin',
      fullName: `${DEMO} Office Desk`,
      email: 'admin@demo.jabalpurcabs.test',
      mobile: '7000000100',
      password,
      active: true,
    },
    {
      key: 'narmada',
      role: 'agent',
      fullName: `${DEMO} Ravi Tiwari`,
      travelerName: `${DEMO} Narmada Tours & Travels`,
      email: 'narmada@demo.jabalpurcabs.test',
      mobile: '7000000101',
      password,
      active: true,
      area: 'Napier Town',
      city: 'Jabalpur',
      state: 'Madhya Pradesh',
      pincode: '482001',
      idProofType: 'Aadhar Card',
    },
    {
      key: 'satpura',
      role: 'agent',
      fullName: `${DEMO} Meena Patel`,
      travelerName: `${DEMO} Satpura Cab Co.`,
      email: 'satpura@demo.jabalpurcabs.test',
      mobile: '7000000102',
      password,
      active: true,
      area: 'Wright Town',
      city: 'Jabalpur',
      state: 'Madhya Pradesh',
      pincode: '482002',
      idProofType: 'Voter ID Card',
    },
    {
      key: 'asha',
      role: 'customer',
      fullName: `${DEMO} Asha Verma`,
      email: 'asha@demo.jabalpurcabs.test',
      mobile: '7000000201',
      password,
      area: 'Civil Lines',
      city: 'Jabalpur',
      state: 'Madhya Pradesh',
      pincode: '482001',
    },
    {
      key: 'rahul',
      role: 'customer',
      fullName: `${DEMO} Rahul Sharma`,
      email: 'rahul@demo.jabalpurcabs.test',
      mobile: '7000000202',
      password,
      area: 'Vijay Nagar',
      city: 'Jabalpur',
      state: 'Madhya Pradesh',
      pincode: '482002',
    },
  ];
  const auth = app.get(AuthService);
  await app.get(TransactionRunner).run(async (manager) => {
    for (const { key: _key, ...account } of accounts) await auth.createAccount(manager, account);
  });

  const token: Record<string, string> = {};
  for (const account of accounts) {
    const res = await call<{ token: string }>('POST', '/api/auth/login', undefined, { emailOrMobile: account.email, password });
    token[account.key] = res.token;
  }

  const day = (n: number) => todayInIst(new Date(Date.now() + n * 86_400_000));
  const offers = [
    ['narmada', 'Bhopal', 'Jabalpur, MP, India', 'Crysta', 3800, 1, '07:00', '09:00', 6],
    ['narmada', 'Nagpur', 'Jabalpur, MP, India', 'Dzire', 2900, 2, '06:30', '08:00', 4],
    ['narmada', 'Jabalpur, MP, India', 'Bandhavgarh', 'Tavera', 3300, 3, '05:30', '07:00', 7],
    ['satpura', 'Rewa', 'Jabalpur, MP, India', 'Dzire', 2400, 1, '10:00', '12:00', 4],
    ['satpura', 'Jabalpur, MP, India', 'Kanha', 'Crysta', 3600, 4, '06:00', '07:30', 6],
    ['satpura', 'Katni', 'Jabalpur, MP, India', 'Dzire', 1100, 2, '16:00', '18:00', 4],
  ] as const;
  const offerIds: number[] = [];
  for (const [agent, from, to, vehicle, amount, inDays, startTime, endTime, seats] of offers) {
    const res = await call<{ data: { id: number } }>('POST', '/api/offers', token[agent], {
      from,
      to,
      vehicle,
      amount,
      date: day(inDays),
      seats,
      startTime,
      endTime,
      distance: 0,
      pickupInfo: `${DEMO} sample offer, not a real trip`,
    });
    offerIds.push(res.data.id);
  }

  const passenger = (name: string, phone: string, email: string) => ({
    name: `${DEMO} ${name}`,
    phone,
    email,
    idType: 'Aadhar Card',
    idNumber: '432156789012',
  });
  const trips = [
    [
      'asha',
      {
        from: 'Jabalpur, MP, India',
        to: 'Bhopal',
        date: day(5),
        time: '08:30',
        vehicle: 'Ertiga',
        pickupInfo: 'Railway Station to Railway Station',
        passenger: passenger('Asha Verma', '7000000201', 'asha@demo.jabalpurcabs.test'),
      },
    ],
    [
      'asha',
      {
        from: 'Jabalpur, MP, India',
        to: 'Bhedaghat',
        date: day(2),
        time: '15:00',
        vehicle: 'Dzire',
        passenger: passenger('Asha Verma', '7000000201', 'asha@demo.jabalpurcabs.test'),
      },
    ],
    [
      'rahul',
      {
        from: 'Jabalpur, MP, India',
        to: 'Nagpur',
        date: day(9),
        time: '06:00',
        vehicle: 'Crysta',
        pickupInfo: 'Highway to Highway',
        passenger: passenger('Rahul Sharma', '7000000202', 'rahul@demo.jabalpurcabs.test'),
      },
    ],
    [
      'rahul',
      {
        offerId: offerIds[3],
        from: 'Rewa',
        to: 'Jabalpur, MP, India',
        date: day(1),
        time: '10:00',
        vehicle: 'Dzire',
        passenger: passenger('Rahul Sharma', '7000000202', 'rahul@demo.jabalpurcabs.test'),
      },
    ],
  ] as const;
  const bookingIds: number[] = [];
  for (const [customer, body] of trips) {
    const res = await call<{ data: { id: number } }>('POST', '/api/bookings', token[customer], body);
    bookingIds.push(res.data.id);
  }
  // The office confirms two trips and records extra charges on one.
  await call('PATCH', `/api/bookings/${bookingIds[0]}/status`, token.admin, { status: 'confirmed' });
  await call('PATCH', `/api/bookings/${bookingIds[3]}/status`, token.admin, { status: 'confirmed' });
  await call('PATCH', `/api/bookings/${bookingIds[0]}/charges`, token.admin, {
    haltingCharges: 0,
    tollTaxAndParking: 240,
    extraHoursCharges: 0,
    extraKmCharges: 0,
  });

  for (const pkg of DEMO_PACKAGES) await call('POST', '/api/packages', token.admin, pkg);

  console.log(
    `Demo data added (all names start with ${DEMO}): ${accounts.length} accounts, ${offers.length} offers, ${trips.length} bookings, ` +
      `and ${DEMO_PACKAGES.length} packages on sale.`,
  );
  console.log(`Password for every demo account: ${password}`);
  for (const a of accounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  (mobile ${a.mobile})`);
}

async function call<T = unknown>(method: string, path: string, token: string | undefined, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { message?: unknown };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json.message)}`);
  return json;
}
