import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { requiredAdvancePaise } from '../bookings/advance.js';
import { Booking } from '../bookings/booking.entity.js';
import type { BookingStatus } from '../bookings/booking-status.js';
import type { TripTypeId } from '../trips/trip-types.js';
import { utcDateTimeText } from '../common/listing/list-filters.js';
import { toPaise } from '../common/money.js';
import { addDays, istDayStart, todayInIst } from '../common/time/ist.js';
import { quoteFare, type Vehicle } from '../fares/fare-table.js';
import { Offer } from '../offers/offer.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A year of realistic desk data, for `npm run seed:scale`, the benchmark and the index-use test:
 * customers and agents with Indian names and unique mobiles, agents' offers, and bookings from
 * Jabalpur spread over the past year and the next three weeks (IST), heavier in the festival and
 * wedding months, with a realistic mix of statuses, vehicles, advances and extra charges.
 *
 * Fast by construction: rows are made in memory from a seeded random source and written in
 * multi-row INSERTs inside a few transactions; one precomputed password hash serves every account;
 * route distances are measured once per destination (the caller's `measure`, the gazetteer).
 * Every e-mail is on the reserved `scale.invalid` domain, so the data is marked and never mailed.
 * Each booking's audit timeline is written too (made, then confirmed or cancelled).
 */

export interface ScaleCounts {
  customers: number;
  agents: number;
  offers: number;
  bookings: number;
}

export const SCALE_DEFAULTS: ScaleCounts = { customers: 20_000, agents: 200, offers: 6_000, bookings: 100_000 };

export const SCALE_EMAIL_DOMAIN = 'scale.invalid';

export interface ScaleOptions {
  counts: ScaleCounts;
  /** "Now": the year runs back from its IST date. */
  now: Date;
  /** The bcrypt hash every scale account gets (hashed once by the caller). */
  passwordHash: string;
  /** Road km from Jabalpur to a destination, asked once per destination. */
  measure: (to: string) => Promise<number>;
  seed?: number;
}

export interface ScaleResult extends ScaleCounts {
  adminEmail: string;
  firstDate: string;
  lastDate: string;
}

const JABALPUR = 'Jabalpur, MP, India';

/** Where people go from Jabalpur, and how often (weights). */
const DESTINATIONS: [string, number][] = [
  ['Bhopal', 14],
  ['Katni', 10],
  ['Nagpur', 9],
  ['Bhedaghat', 8],
  ['Mandla', 6],
  ['Rewa', 5],
  ['Satna', 5],
  ['Sagar', 5],
  ['Seoni', 4],
  ['Narsinghpur', 4],
  ['Damoh', 4],
  ['Kanha', 4],
  ['Bandhavgarh', 3],
  ['Maihar', 3],
  ['Chhindwara', 3],
  ['Indore', 3],
  ['Prayagraj', 3],
  ['Varanasi', 2],
  ['Pachmarhi', 2],
  ['Amarkantak', 2],
  ['Raipur', 2],
  ['Gwalior', 1],
  ['Khajuraho', 1],
  ['Itarsi', 1],
];

const VEHICLE_MIX: [Vehicle, number][] = [
  ['Dzire', 45],
  ['Ertiga', 20],
  ['Crysta', 15],
  ['Tavera', 10],
  ['Zest', 10],
];

const FIRST_NAMES = [
  'Aarav',
  'Abhishek',
  'Aditi',
  'Akash',
  'Amit',
  'Anjali',
  'Ankit',
  'Anita',
  'Arjun',
  'Asha',
  'Deepak',
  'Deepika',
  'Divya',
  'Ganesh',
  'Gaurav',
  'Geeta',
  'Harsh',
  'Kamla',
  'Kavita',
  'Kiran',
  'Lakshmi',
  'Mahesh',
  'Manoj',
  'Meena',
  'Meera',
  'Mohit',
  'Neha',
  'Nikhil',
  'Nisha',
  'Pankaj',
  'Pooja',
  'Pradeep',
  'Priya',
  'Rahul',
  'Rajesh',
  'Rakesh',
  'Ramesh',
  'Rashmi',
  'Ravi',
  'Rekha',
  'Ritu',
  'Rohit',
  'Sachin',
  'Sandeep',
  'Sanjay',
  'Santosh',
  'Savita',
  'Shivani',
  'Shweta',
  'Sneha',
  'Sunil',
  'Sunita',
  'Suresh',
  'Swati',
  'Uma',
  'Vandana',
  'Vijay',
  'Vikas',
  'Vinod',
  'Yogesh',
];
const SURNAMES = [
  'Agrawal',
  'Bajpai',
  'Chouhan',
  'Dubey',
  'Gupta',
  'Jain',
  'Kesharwani',
  'Khare',
  'Kushwaha',
  'Mishra',
  'Namdeo',
  'Pandey',
  'Patel',
  'Rai',
  'Rajput',
  'Sahu',
  'Saxena',
  'Sharma',
  'Shrivastava',
  'Singh',
  'Soni',
  'Tiwari',
  'Thakur',
  'Tripathi',
  'Verma',
  'Vishwakarma',
  'Yadav',
];
const AREAS = [
  'Napier Town',
  'Wright Town',
  'Civil Lines',
  'Vijay Nagar',
  'Adhartal',
  'Gorakhpur',
  'Madan Mahal',
  'Ranjhi',
  'Garha',
  'Sadar',
  'Ghamapur',
  'Gwarighat',
  'Tilhari',
  'Shakti Nagar',
];
const BUSINESS = ['Travels', 'Tours & Travels', 'Cab Service', 'Car Rentals', 'Yatra', 'Cabs'];
const PICKUP_INFO = ['Bus station to Bus station', 'Railway Station to Railway Station', 'Highway to Highway', null];

/** Relative booking volume by month (Jan … Dec): Diwali, weddings and winter holidays are busy, the monsoon slow. */
const MONTH_WEIGHT = [1.0, 1.1, 0.9, 0.9, 1.2, 1.0, 0.7, 0.7, 0.8, 1.3, 1.5, 1.3];

export async function seedScale(db: DataSource, options: ScaleOptions): Promise<ScaleResult> {
  const random = mulberry32(options.seed ?? 20_251_125);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const weighted = <T>(items: readonly [T, number][]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = random() * total;
    for (const [item, w] of items) if ((roll -= w) < 0) return item;
    return items[items.length - 1][0];
  };
  const { counts, now, passwordHash } = options;
  const today = todayInIst(now);
  const firstDate = addDays(today, -365);
  const lastDate = addDays(today, 21);
  const timestamp = (at: Date) => utcDateTimeText(at);
  /** A moment on an IST day, at an IST hour between `from` and `to`. */
  const momentOn = (date: string, from = 7, to = 22) => new Date(istDayStart(date).getTime() + (from + random() * (to - from)) * 3600_000);

  const routes = new Map<string, { label: string; km: number }>();
  for (const [to] of DESTINATIONS) routes.set(to, { label: to, km: await options.measure(to) });

  const mobiles = new Set<string>();
  const mobile = () => {
    for (;;) {
      const m = `${pick(['6', '7', '8', '9'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
      if (!mobiles.has(m)) {
        mobiles.add(m);
        return m;
      }
    }
  };
  const person = () => {
    const first = pick(FIRST_NAMES);
    const last = pick(SURNAMES);
    return { first, last, fullName: `${first} ${last}` };
  };

  let userId = (await maxId(db, 'users')) + 1;
  const existingMobiles = (await db.query('SELECT mobile FROM users WHERE mobile IS NOT NULL')) as { mobile: string }[];
  for (const row of existingMobiles) mobiles.add(row.mobile);

  // Accounts: one desk admin (phone bookings), agents, customers; registered over the past two years.
  const users: ObjectLiteral[] = [];
  const account = (role: 'admin' | 'agent' | 'customer', extra: ObjectLiteral = {}) => {
    const id = userId++;
    const who = person();
    const created = momentOn(addDays(today, -730 + Math.floor(random() * 700)));
    const active = role === 'customer' ? random() > 0.02 : random() > 0.05;
    users.push({
      id,
      role,
      fullName: who.fullName,
      email: `${who.first}.${who.last}.${id}@${SCALE_EMAIL_DOMAIN}`.toLowerCase(),
      mobile: mobile(),
      area: pick(AREAS),
      city: random() > 0.15 ? 'Jabalpur' : pick(['Katni', 'Mandla', 'Sihora', 'Narsinghpur']),
      state: 'Madhya Pradesh',
      pincode: `48200${Math.floor(random() * 10)}`,
      passwordHash,
      active,
      approvedAt: active || role === 'customer' ? timestamp(created) : null,
      createdAt: timestamp(created),
      updatedAt: timestamp(created),
      travelerName: null,
      idProofType: null,
      ...extra,
    });
    return id;
  };
  const adminId = account('admin', { active: true, fullName: 'Scale Desk', email: `desk@${SCALE_EMAIL_DOMAIN}` });
  users[0].approvedAt = users[0].createdAt;
  const agentIds = Array.from({ length: counts.agents }, () =>
    account('agent', {
      travelerName: `${pick(['Narmada', 'Satpura', 'Gondwana', 'Vindhya', 'Mahakaushal', 'Rewa Road', 'Bargi'])} ${pick(BUSINESS)}`,
      idProofType: pick(['Aadhar Card', 'Voter ID Card']),
    }),
  );
  const customerIds = Array.from({ length: counts.customers }, () => account('customer'));
  const customerRows = new Map(users.filter((u) => u.role === 'customer').map((u) => [u.id as number, u]));

  // Offers: agents' empty legs into and out of Jabalpur, over the same year.
  let offerId = (await maxId(db, 'offers')) + 1;
  const offers: ObjectLiteral[] = [];
  const openOffers: ObjectLiteral[] = [];
  const destinations = [...routes.values()];
  const weightedRoutes = DESTINATIONS.map(
    ([to, weight]) => [routes.get(to) as { label: string; km: number }, weight] as [{ label: string; km: number }, number],
  );
  for (let i = 0; i < counts.offers; i += 1) {
    const route = pick(destinations);
    const inbound = random() < 0.5;
    const date = addDays(firstDate, Math.floor(random() * 387));
    const vehicle = weighted(VEHICLE_MIX);
    const start = 5 + Math.floor(random() * 14);
    const created = new Date(Math.min(momentOn(addDays(date, -Math.floor(random() * 10))).getTime(), now.getTime()));
    const offer = {
      id: offerId++,
      agentId: pick(agentIds),
      fromPlace: inbound ? route.label : JABALPUR,
      toPlace: inbound ? JABALPUR : route.label,
      vehicle,
      seats: quoteFare(vehicle, route.km).seats,
      date,
      dropDate: null,
      startTime: `${String(start).padStart(2, '0')}:00`,
      endTime: `${String(start + 2).padStart(2, '0')}:00`,
      pickupInfo: pick(PICKUP_INFO),
      distanceMetres: Math.round(route.km * 1000),
      amountPaise: toPaise(Math.round((quoteFare(vehicle, route.km).totalAmount * (0.55 + random() * 0.25)) / 50) * 50),
      status: 'open',
      createdAt: timestamp(created),
      updatedAt: timestamp(created),
    };
    offers.push(offer);
    openOffers.push(offer);
  }

  // Bookings: the trip date by the month's weight, booked 0 to 20 days ahead, never after now.
  const days = Array.from({ length: 387 }, (_, i) => addDays(firstDate, i));
  const dayWeights: [string, number][] = days.map((d) => [d, MONTH_WEIGHT[Number(d.slice(5, 7)) - 1]]);
  const cumulative = cumulate(dayWeights);
  const tripDate = () => {
    const roll = random() * cumulative.total;
    let lo = 0;
    let hi = cumulative.ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative.ends[mid] > roll) hi = mid;
      else lo = mid + 1;
    }
    return dayWeights[lo][0];
  };
  // A few customers book often, most now and then.
  const frequent = customerIds.slice(0, Math.max(1, Math.floor(customerIds.length / 10)));

  let bookingId = (await maxId(db, 'bookings')) + 1;
  const bookings: ObjectLiteral[] = [];
  // Each booking's timeline: made by its customer (or the desk), then confirmed or cancelled.
  const entries: ObjectLiteral[] = [];
  const entry = (at: Date, actorId: number, actorRole: string, entityId: number, action: string, before: object | null, after: object) =>
    entries.push({
      at: timestamp(at),
      actorId,
      actorRole,
      entityType: 'booking',
      entityId,
      action,
      before: before && JSON.stringify(before),
      after: JSON.stringify(after),
      reason: null,
    });
  for (let i = 0; i < counts.bookings; i += 1) {
    const id = bookingId++;
    const ownerId = random() < 0.4 ? pick(frequent) : pick(customerIds);
    const owner = customerRows.get(ownerId) as ObjectLiteral;
    const fromOffer = openOffers.length > 0 && random() < 0.03;
    const offer = fromOffer ? openOffers.splice(Math.floor(random() * openOffers.length), 1)[0] : undefined;
    const date = offer ? (offer.date as string) : tripDate();
    const future = date >= today;
    const status: BookingStatus = future
      ? weighted<BookingStatus>([
          ['pending', 45],
          ['confirmed', 45],
          ['cancelled', 4],
          ['cancelled by the customer', 6],
        ])
      : weighted<BookingStatus>([
          ['confirmed', 72],
          ['cancelled', 10],
          ['cancelled by the customer', 12],
          ['pending', 6],
        ]);
    if (offer && (status === 'pending' || status === 'confirmed')) offer.status = 'booked';
    const route = weighted(weightedRoutes);
    const vehicle = offer ? (offer.vehicle as Vehicle) : weighted(VEHICLE_MIX);
    const fare = quoteFare(vehicle, route.km);
    const base = offer ? (offer.amountPaise as number) : toPaise(fare.baseAmount);
    const allowance = offer ? 0 : toPaise(fare.driverAllowance);
    const total = base + allowance;
    const booked = new Date(Math.min(momentOn(addDays(date, -Math.floor(random() * 21)), 6, 23).getTime(), now.getTime() - 60_000));
    const self = random() < 0.8;
    const traveller = self
      ? { fullName: owner.fullName as string, mobile: owner.mobile as string, email: owner.email as string }
      : { ...person(), mobile: mobile(), email: '' };
    const done = status === 'confirmed' && !future;
    const verified = status === 'confirmed' && random() < 0.6 ? requiredAdvancePaise(total) : 0;
    const submitted = verified === 0 && status === 'confirmed' && random() < 0.15;
    const createdById = random() < 0.15 ? adminId : ownerId;
    entry(booked, createdById, createdById === adminId ? 'admin' : 'customer', id, 'booking.created', null, {
      status: 'pending',
      totalAmount: total / 100,
      offerId: offer ? (offer.id as number) : null,
    });
    if (status !== 'pending') {
      const byCustomer = status === 'cancelled by the customer';
      const changed = new Date(Math.min(booked.getTime() + 3_600_000 * (1 + random() * 20), now.getTime()));
      entry(
        changed,
        byCustomer ? ownerId : adminId,
        byCustomer ? 'customer' : 'admin',
        id,
        'booking.status',
        { status: 'pending' },
        { status },
      );
    }
    bookings.push({
      id,
      userId: ownerId,
      createdById,
      offerId: offer ? offer.id : null,
      fromPlace: offer ? offer.fromPlace : JABALPUR,
      toPlace: offer ? offer.toPlace : route.label,
      date,
      time: offer ? offer.startTime : `${String(5 + Math.floor(random() * 17)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`,
      pickupInfo: pick(PICKUP_INFO),
      vehicle,
      seats: fare.seats,
      distanceMetres: offer ? offer.distanceMetres : Math.round(route.km * 1000),
      baseAmountPaise: base,
      driverAllowancePaise: allowance,
      totalAmountPaise: total,
      haltingChargesPaise: done && random() < 0.1 ? 50_000 : 0,
      tollTaxAndParkingPaise: done && random() < 0.5 ? toPaise(50 + Math.floor(random() * 40) * 10) : 0,
      extraHoursChargesPaise: done && random() < 0.1 ? 30_000 : 0,
      extraKmChargesPaise: done && random() < 0.1 ? toPaise(Math.floor(random() * 40) * 12) : 0,
      advanceAmountPaise: verified,
      advanceStatus: verified > 0 ? 'verified' : submitted ? 'submitted' : 'none',
      advanceClaimPaise: verified > 0 || submitted ? requiredAdvancePaise(total) : null,
      advanceUtr: verified > 0 || submitted ? String(400_000_000_000 + Math.floor(random() * 99_999_999_999)) : null,
      advanceSubmittedAt: verified > 0 || submitted ? timestamp(booked) : null,
      advanceVerifiedAt: verified > 0 ? timestamp(booked) : null,
      status,
      // An agent's offer is a one-way seat; the office's own trips come in every type, mostly one-way and round trips.
      tripType: offer
        ? 'one-way'
        : weighted<TripTypeId>([
            ['one-way', 55],
            ['round-trip', 25],
            ['local', 8],
            ['airport-railway', 7],
            ['marriage', 2],
            ['office', 2],
            ['tour', 1],
          ]),
      passengerName: traveller.fullName,
      passengerPhone: traveller.mobile,
      passengerEmail: traveller.email,
      passengerIdType: random() < 0.85 ? 'Aadhar Card' : 'Voter ID Card',
      passengerIdNumber: String(200_000_000_000 + Math.floor(random() * 799_999_999_999)),
      idempotencyKey: null,
      idempotencyFingerprint: null,
      createdAt: timestamp(booked),
      updatedAt: timestamp(booked),
    });
  }

  await db.transaction(async (manager) => {
    await insertAll(manager, User, users);
    await insertAll(manager, Offer, offers);
  });
  // Bookings in a few transactions, so the write-ahead log stays small.
  for (let i = 0; i < bookings.length; i += 20_000) {
    await db.transaction((manager) => insertAll(manager, Booking, bookings.slice(i, i + 20_000)));
  }
  for (let i = 0; i < entries.length; i += 40_000) {
    await db.transaction((manager) => insertAll(manager, AuditEntry, entries.slice(i, i + 40_000)));
  }
  if (db.options.type !== 'better-sqlite3') {
    for (const table of ['users', 'offers', 'bookings', 'audit_log']) await db.query(`ANALYZE TABLE ${table}`);
  } else {
    await db.query('ANALYZE');
  }
  return { ...counts, adminEmail: `desk@${SCALE_EMAIL_DOMAIN}`, firstDate, lastDate };
}

/** Multi-row INSERTs, sized under SQLite's limit of bound parameters. */
async function insertAll(
  manager: EntityManager,
  entity: typeof User | typeof Offer | typeof Booking | typeof AuditEntry,
  rows: ObjectLiteral[],
): Promise<void> {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(entity);
  const columns = Object.keys(rows[0]);
  const names = columns.map((property) => {
    const column = metadata.findColumnWithPropertyName(property) ?? metadata.columns.find((c) => c.databaseName === property);
    if (!column) throw new Error(`${metadata.tableName} has no column ${property}`);
    return column.databaseName;
  });
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  const quote = (name: string) => (sqlite ? `"${name}"` : `\`${name}\``);
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    const batch = rows.slice(i, i + perStatement);
    const values = batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    const params = batch.flatMap((row) => columns.map((c) => toSql(row[c], sqlite)));
    await manager.query(`INSERT INTO ${quote(metadata.tableName)} (${names.map(quote).join(', ')}) VALUES ${values}`, params);
  }
}

function toSql(value: unknown, sqlite: boolean): unknown {
  if (typeof value === 'boolean') return sqlite ? Number(value) : value;
  return value;
}

async function maxId(db: DataSource, table: string): Promise<number> {
  const [row] = (await db.query(`SELECT MAX(id) AS n FROM ${table}`)) as { n: number | string | null }[];
  return Number(row?.n ?? 0);
}

function cumulate(items: [string, number][]): { ends: number[]; total: number } {
  const ends: number[] = [];
  let total = 0;
  for (const [, w] of items) ends.push((total += w));
  return { ends, total };
}

/** A small, fast, seeded random source (public domain), so the same seed makes the same data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
