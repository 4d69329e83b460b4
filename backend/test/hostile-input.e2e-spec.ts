import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ENTITIES } from '../src/database/entities.js';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { newAccount, PASSWORD, signUp, type SignedIn } from './helpers/factories.js';
import { png } from './helpers/images.js';
import { book, istDate, oneWay, offerPayload, passenger } from './helpers/trips.js';

// Every write endpoint, fed hostile variants of a valid body, in English and in Hindi. Each variant
// must be refused with the expected status and one sentence (in Devanagari when Hindi is asked),
// never 5xx, and leave every row of every table exactly as it was. At the end each endpoint's valid
// body is sent once and accepted: so the refusals were about the variant, not a broken base body.

/** Ids and sessions the bodies and paths need; filled in beforeAll. */
interface World {
  customer: SignedIn;
  deleter: SignedIn;
  agent: SignedIn;
  admin: SignedIn;
  targetCustomer: number;
  targetAgent: number;
  targetAdmin: number;
  toCancel: number;
  toConfirm: number;
  toCharge: number;
  confirmed: number;
  /** A booking of the agent's offer, for the agent's driver and cab. */
  agentBooking: number;
  /** An open offer of the agent, to edit and withdraw. */
  openOffer: number;
}

type Caller = 'anonymous' | 'customer' | 'deleter' | 'agent' | 'admin';

interface Endpoint {
  name: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  path: (w: World) => string;
  caller: Caller;
  body: (w: World) => Record<string, unknown>;
  /** Fields that must not be null, an object or a list. Dotted paths reach nested objects. */
  fields: string[];
  /** Names, addresses and places: no control, bidi or zero-width characters. */
  texts?: string[];
  /** Which field holds a pickup date bounded to now … one year ahead. */
  date?: string;
  /** What the valid body gets at the end. */
  control: { status: number; message?: string };
}

const account = newAccount('customer');
const ride = oneWay({ passenger: passenger({ name: 'Asha Verma' }) });
const offer = offerPayload();

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/register',
    method: 'post',
    path: () => '/api/auth/register',
    caller: 'anonymous',
    body: () => account,
    fields: ['role', 'fullName', 'email', 'mobile', 'area', 'city', 'state', 'pincode', 'password', 'confirmPassword'],
    texts: ['fullName', 'area', 'city', 'state'],
    control: { status: 201 },
  },
  {
    name: 'POST /api/auth/login',
    method: 'post',
    path: () => '/api/auth/login',
    caller: 'anonymous',
    body: (w) => ({ emailOrMobile: w.customer.email, password: PASSWORD }),
    fields: ['emailOrMobile', 'password'],
    control: { status: 200 },
  },
  {
    name: 'POST /api/auth/reset-password',
    method: 'post',
    path: () => '/api/auth/reset-password',
    caller: 'anonymous',
    body: () => ({ token: '1.1.abc', password: 'a-new-password-1', confirmPassword: 'a-new-password-1' }),
    fields: ['token', 'password', 'confirmPassword'],
    control: { status: 400, message: 'This password link is invalid or has expired. Please ask our office for a new one.' },
  },
  {
    name: 'POST /api/auth/password-reset',
    method: 'post',
    path: () => '/api/auth/password-reset',
    caller: 'anonymous',
    body: () => ({ emailOrMobile: 'nobody@example.test' }),
    fields: ['emailOrMobile'],
    control: { status: 202 },
  },
  {
    name: 'POST /api/auth/password-reset/confirm',
    method: 'post',
    path: () => '/api/auth/password-reset/confirm',
    caller: 'anonymous',
    body: () => ({ token: '1.1.abc', password: 'a-new-password-1', confirmPassword: 'a-new-password-1' }),
    fields: ['token', 'password', 'confirmPassword'],
    control: {
      status: 400,
      message: 'This password reset link is invalid or has expired. Please ask for a new one with "Forgot password?" on the login page.',
    },
  },
  {
    name: 'POST /api/auth/email-change/confirm',
    method: 'post',
    path: () => '/api/auth/email-change/confirm',
    caller: 'anonymous',
    body: () => ({ token: '1.1.abc' }),
    fields: ['token'],
    control: {
      status: 400,
      message: 'This e-mail confirmation link is invalid or has expired. Please change your e-mail again from your profile.',
    },
  },
  {
    name: 'PUT /api/auth/profile',
    method: 'put',
    path: () => '/api/auth/profile',
    caller: 'customer',
    body: () => ({ fullName: 'Asha Verma', address: 'Wright Town', city: 'Jabalpur', state: 'Madhya Pradesh', pincode: '482002' }),
    fields: ['fullName', 'address', 'city', 'state', 'pincode'],
    texts: ['fullName', 'address', 'city', 'state'],
    control: { status: 200 },
  },
  {
    name: 'DELETE /api/auth/profile',
    method: 'delete',
    path: () => '/api/auth/profile',
    caller: 'deleter',
    body: () => ({ password: PASSWORD }),
    fields: ['password'],
    control: { status: 200 },
  },
  {
    name: 'POST /api/offers',
    method: 'post',
    path: () => '/api/offers',
    caller: 'agent',
    body: () => offer,
    fields: ['from', 'to', 'vehicle', 'amount', 'date', 'seats', 'startTime', 'endTime'],
    texts: ['from', 'to'],
    date: 'date',
    control: { status: 201 },
  },
  {
    name: 'POST /api/distance',
    method: 'post',
    path: () => '/api/distance',
    caller: 'anonymous',
    body: () => ({ from: 'Jabalpur', to: 'Bhopal' }),
    fields: ['from', 'to'],
    control: { status: 200 },
  },
  {
    name: 'POST /api/bookings',
    method: 'post',
    path: () => '/api/bookings',
    caller: 'customer',
    body: () => ride,
    fields: [
      'from',
      'to',
      'date',
      'time',
      'vehicle',
      'passenger',
      'passenger.name',
      'passenger.phone',
      'passenger.email',
      'passenger.idNumber',
    ],
    texts: ['from', 'to', 'passenger.name'],
    date: 'date',
    control: { status: 201 },
  },
  {
    name: 'POST /api/admin/bookings',
    method: 'post',
    path: () => '/api/admin/bookings',
    caller: 'admin',
    body: (w) => ({ ...ride, customerId: w.targetCustomer }),
    fields: ['from', 'to', 'date', 'time', 'vehicle', 'customerId', 'passenger.name', 'passenger.phone'],
    texts: ['from', 'to', 'passenger.name'],
    date: 'date',
    control: { status: 201 },
  },
  {
    name: 'PUT /api/bookings/:id/status',
    method: 'put',
    path: (w) => `/api/bookings/${w.toCancel}/status`,
    caller: 'customer',
    body: () => ({ status: 'cancelled by the customer' }),
    fields: ['status'],
    control: { status: 200 },
  },
  {
    name: 'PATCH /api/bookings/:id/status',
    method: 'patch',
    path: (w) => `/api/bookings/${w.toConfirm}/status`,
    caller: 'admin',
    body: () => ({ status: 'cancelled', reason: 'The customer asked us by phone to cancel.' }),
    fields: ['status', 'reason'],
    texts: ['reason'],
    control: { status: 200 },
  },
  {
    name: 'PATCH /api/bookings/:id/charges',
    method: 'patch',
    path: (w) => `/api/bookings/${w.toCharge}/charges`,
    caller: 'admin',
    body: () => ({ haltingCharges: 300, tollTaxAndParking: 185.5 }),
    fields: ['haltingCharges', 'tollTaxAndParking'],
    control: { status: 200 },
  },
  {
    name: 'POST /api/bookings/:id/advance',
    method: 'post',
    path: (w) => `/api/bookings/${w.confirmed}/advance`,
    caller: 'customer',
    body: () => ({ amount: 500, utr: '412345678901' }),
    fields: ['amount', 'utr'],
    control: { status: 200 },
  },
  {
    name: 'PATCH /api/bookings/:id/advance',
    method: 'patch',
    path: (w) => `/api/bookings/${w.confirmed}/advance`,
    caller: 'admin',
    body: () => ({ advanceAmount: 500 }),
    fields: ['advanceAmount'],
    control: { status: 200 },
  },
  ...(['customers', 'agents', 'admins'] as const).map((kind): Endpoint => ({
    name: `PUT /api/users/${kind}/:id/status`,
    method: 'put',
    path: (w) => `/api/users/${kind}/${{ customers: w.targetCustomer, agents: w.targetAgent, admins: w.targetAdmin }[kind]}/status`,
    caller: 'admin',
    body: () => ({ active: false, reason: 'Repeated complaints from passengers.' }),
    fields: ['active', 'reason'],
    texts: ['reason'],
    control: { status: 200 },
  })),
  {
    name: 'PUT /api/offers/:id',
    method: 'put',
    path: (w) => `/api/offers/${w.openOffer}`,
    caller: 'agent',
    body: () => offerPayload({ amount: 2700 }),
    fields: ['from', 'to', 'vehicle', 'amount', 'date', 'seats', 'startTime', 'endTime'],
    texts: ['from', 'to'],
    date: 'date',
    control: { status: 200 },
  },
  {
    name: 'DELETE /api/offers/:id',
    method: 'delete',
    path: (w) => `/api/offers/${w.openOffer}`,
    caller: 'agent',
    body: () => ({}),
    fields: [],
    control: { status: 200 },
  },
  ...(['customers', 'agents'] as const).map((kind): Endpoint => ({
    name: `POST /api/users/${kind}/:id/password-link`,
    method: 'post',
    path: (w) => `/api/users/${kind}/${kind === 'customers' ? w.targetCustomer : w.targetAgent}/password-link`,
    caller: 'admin',
    body: () => ({}),
    fields: [],
    control: { status: 201 },
  })),
  {
    name: 'PUT /api/agent/bookings/:id/assignment',
    method: 'put',
    path: (w) => `/api/agent/bookings/${w.agentBooking}/assignment`,
    caller: 'agent',
    body: () => ({ driverName: 'Suresh Patel', driverMobile: '9826012345', cabRegistration: 'MP20CD5678', cabModel: 'Ertiga' }),
    fields: ['driverName', 'driverMobile', 'cabRegistration', 'cabModel'],
    texts: ['driverName', 'cabModel'],
    control: { status: 200 },
  },
  {
    name: 'PUT /api/bookings/:id/gstin',
    method: 'put',
    path: (w) => `/api/bookings/${w.toCharge}/gstin`,
    caller: 'customer',
    body: () => ({ gstin: '27AAPFU0939F1ZV' }),
    // null is a value here: it clears the GSTIN.
    fields: [],
    control: { status: 200 },
  },
  {
    name: 'POST /api/bookings/:id/return-offer',
    method: 'post',
    path: (w) => `/api/bookings/${w.toCharge}/return-offer`,
    caller: 'admin',
    body: () => ({ discountPercent: 30 }),
    fields: ['discountPercent'],
    control: { status: 409, message: "Assign a cab first: the offer is that cab's empty return." },
  },
];

/** The body as text, or an object that supertest sends as JSON. */
type Payload = string | Record<string, unknown>;

interface Variant {
  name: string;
  make: (body: Record<string, unknown>) => Payload;
  status: number;
  message?: string;
}

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const withRaw = (body: Record<string, unknown>, extra: string) => {
  const json = JSON.stringify(body);
  return json === '{}' ? `{${extra}}` : `{${extra},${json.slice(1)}`;
};

function setPath(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

function getPath(body: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body);
}

const GENERIC: Variant[] = [
  {
    name: 'nested 2,500 levels deep',
    make: (b) => withRaw(b, `"x":${deep(2500)}`),
    status: 400,
    message: 'The request body is nested too deeply: at most 32 levels are accepted.',
  },
  {
    name: 'nested 33 levels deep',
    make: (b) => withRaw(b, `"x":${deep(33)}`),
    status: 400,
    message: 'The request body is nested too deeply: at most 32 levels are accepted.',
  },
  {
    name: 'a __proto__ key',
    make: (b) => withRaw(b, '"__proto__":{"role":"admin","active":true}'),
    status: 400,
    message: 'The field __proto__ is not accepted.',
  },
  {
    name: 'an escaped __proto__ key',
    make: (b) => withRaw(b, '"\\u005f_proto__":{"role":"admin"}'),
    status: 400,
    message: 'The field __proto__ is not accepted.',
  },
  {
    name: 'a constructor key',
    make: (b) => withRaw(b, '"constructor":{"prototype":{"isAdmin":true}}'),
    status: 400,
    message: 'The field constructor is not accepted.',
  },
  {
    name: 'a nested prototype key',
    make: (b) => withRaw(b, '"extra":{"prototype":1}'),
    status: 400,
    message: 'The field prototype is not accepted.',
  },
  { name: 'an unknown field', make: (b) => ({ ...b, isAdmin: true }), status: 400, message: 'The field isAdmin is not accepted.' },
  {
    name: 'a list instead of an object',
    make: (b) => JSON.stringify([b]),
    status: 400,
    message: 'The request body must be a JSON object.',
  },
  { name: 'a bare string', make: () => '"hello"', status: 400, message: 'The request body is not valid JSON.' },
  { name: 'broken JSON', make: () => '{"a":', status: 400, message: 'The request body is not valid JSON.' },
  {
    name: 'a body over 100 KB',
    make: (b) => ({ ...b, pad: 'x'.repeat(101 * 1024) }),
    status: 413,
    message: 'The request body is too large: at most 100 KB is accepted.',
  },
];

const HIDDEN = [
  ['U+202E right-to-left override', '\u202e'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['NUL', '\u0000'],
  ['U+200B zero-width space', '\u200b'],
] as const;

function variantsOf(endpoint: Endpoint): Variant[] {
  const fieldVariants = endpoint.fields.flatMap((field): Variant[] => [
    { name: `${field}: null`, make: (b) => setPath(b, field, null), status: 400 },
    { name: `${field}: an object`, make: (b) => setPath(b, field, { $gt: '' }), status: 400 },
    { name: `${field}: a list`, make: (b) => setPath(b, field, [getPath(b, field)]), status: 400 },
  ]);
  const textVariants = (endpoint.texts ?? []).flatMap((field) =>
    HIDDEN.map(([label, char]): Variant => ({
      name: `${field} with ${label}`,
      make: (b) => setPath(b, field, `${String(getPath(b, field)).slice(0, 3)}${char}${String(getPath(b, field)).slice(3)}`),
      status: 400,
    })),
  );
  const dateVariants: Variant[] = endpoint.date
    ? [
        ['9999-12-31', '9999-12-31'],
        ['a year and two days ahead', istDate(367)],
        ['yesterday', istDate(-1)],
      ].map(([label, value]) => ({ name: `${endpoint.date}: ${label}`, make: (b) => setPath(b, endpoint.date!, value), status: 400 }))
    : [];
  return [...GENERIC, ...fieldVariants, ...textVariants, ...dateVariants];
}

const CASES = ENDPOINTS.flatMap((endpoint) => variantsOf(endpoint).map((variant) => ({ endpoint, variant })));
const ID_ENDPOINTS = ENDPOINTS.filter((e) => e.name.includes(':id'));
const BAD_IDS = ['abc', '0', '-1', '1e3', '99999999999', '1.5'];

const DEVANAGARI = /[\u0900-\u097f]/;

describe('Hostile input on every write endpoint', () => {
  let t: TestApp;
  let w: World;
  const tally = { cases: 0, fiveHundreds: 0, accepted: 0, changed: 0 };

  /**
   * Every row of every table, hashed: a refusal must leave it identical. Of the outbox's rows, the
   * messages themselves (id, topic, payload, time written): the worker marks earlier requests'
   * messages delivered in the background. Plain SQL, ordered by each table's primary key
   * (invoice_serials is keyed by financial year, not id): the rows as the database holds them.
   */
  let snapshotQueries: string[] = [];
  async function snapshot(): Promise<string> {
    const hash = createHash('sha256');
    for (const sql of snapshotQueries) hash.update(JSON.stringify(await t.db.query(sql)));
    return hash.digest('hex');
  }

  function tableQuery(entity: (typeof ENTITIES)[number]): string {
    const metadata = t.db.getMetadata(entity);
    const name = (column: string) => t.db.driver.escape(column);
    const columns =
      entity === OutboxMessage
        ? ['id', 'topic', 'payload', 'createdAt'].map((p) => name(metadata.findColumnWithPropertyName(p)!.databaseName)).join(', ')
        : '*';
    const order = metadata.primaryColumns.map((c) => name(c.databaseName)).join(', ');
    return `SELECT ${columns} FROM ${name(metadata.tableName)} ORDER BY ${order}`;
  }

  function send(endpoint: Endpoint, path: string, payload: Payload | undefined, lang: 'en' | 'hi') {
    const caller = endpoint.caller === 'anonymous' ? undefined : w[endpoint.caller];
    const http = t.http();
    let req = http[endpoint.method](path).set('Accept-Language', lang === 'hi' ? 'hi-IN,hi;q=0.9,en;q=0.8' : 'en-IN,en;q=0.9');
    if (caller) req = req.set(caller.auth);
    if (payload === undefined) return req;
    return typeof payload === 'string' ? req.set('Content-Type', 'application/json').send(payload) : req.send(payload);
  }

  async function expectRefused(endpoint: Endpoint, path: string, payload: Payload, lang: 'en' | 'hi', status: number, message?: string) {
    const before = await snapshot();
    const res = await send(endpoint, path, payload, lang);
    const after = await snapshot();
    tally.cases += 1;
    if (res.status >= 500) tally.fiveHundreds += 1;
    if (res.status < 400) tally.accepted += 1;
    if (after !== before) tally.changed += 1;
    expect({ status: res.status, unchanged: after === before }).toEqual({ status, unchanged: true });
    expect(typeof res.body.message).toBe('string');
    if (lang === 'hi') expect(res.body.message).toMatch(DEVANAGARI);
    else if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).not.toMatch(/\n/);
  }

  beforeAll(async () => {
    t = await createTestApp();
    snapshotQueries = ENTITIES.map(tableQuery);
    const customer = await signUp(t, 'customer');
    const admin = await signUp(t, 'admin');
    const confirmed = await book(t, customer);
    await t.http().patch(`/api/bookings/${confirmed.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    const agent = await signUp(t, 'agent');
    const agentOffer = (await t.http().post('/api/offers').set(agent.auth).send(offerPayload()).expect(201)).body.data;
    const agentBooking = (
      await t.http().post('/api/bookings').set(customer.auth).send({ offerId: agentOffer.id, passenger: passenger() }).expect(201)
    ).body.data;
    w = {
      customer,
      deleter: await signUp(t, 'customer'),
      agent,
      admin,
      targetCustomer: (await signUp(t, 'customer')).id,
      targetAgent: (await signUp(t, 'agent', { active: false })).id,
      targetAdmin: (await signUp(t, 'admin', { active: false })).id,
      toCancel: (await book(t, customer)).id,
      toConfirm: (await book(t, customer)).id,
      toCharge: (await book(t, customer)).id,
      confirmed: confirmed.id,
      agentBooking: agentBooking.id,
      openOffer: (await t.http().post('/api/offers').set(agent.auth).send(offerPayload()).expect(201)).body.data.id,
    };
  });

  afterAll(async () => {
    console.log(
      `Hostile input: ${tally.cases} refusals checked; ${tally.fiveHundreds} answers 5xx, ` +
        `${tally.accepted} accepted, ${tally.changed} with changed rows`,
    );
    await t.close();
  });

  describe.each(['en', 'hi'] as const)('answered in %s', (lang) => {
    it.each(CASES.map((c) => [c.endpoint.name, c.variant.name, c] as const))('%s refuses %s', async (_e, _v, { endpoint, variant }) => {
      const payload = variant.make(endpoint.body(w));
      await expectRefused(endpoint, endpoint.path(w), payload, lang, variant.status, variant.message);
    });

    it.each(ID_ENDPOINTS.flatMap((e) => BAD_IDS.map((id) => [e.name, id, e] as const)))(
      '%s answers the malformed id %j as a missing one',
      async (_e, id, endpoint) => {
        const path = endpoint.path(w).replace(/\/\d+(?=\/|$)/, `/${id}`);
        await expectRefused(endpoint, path, endpoint.body(w), lang, 404);
      },
    );
  });

  describe('multipart photo upload', () => {
    const photoEndpoint: Endpoint = {
      name: 'PUT /api/auth/profile/photo',
      method: 'put',
      path: () => '/api/auth/profile/photo',
      caller: 'customer',
      body: () => ({}),
      fields: [],
      control: { status: 200 },
    };
    const uploads: [
      string,
      (req: ReturnType<TestApp['http']>) => Promise<{ status: number; body: { message: unknown } }>,
      number,
      string,
    ][] = [
      [
        'a text file named .jpg',
        (h) => h.put('/api/auth/profile/photo').set(w.customer.auth).attach('photo', Buffer.from('hello'), 'a.jpg'),
        400,
        'Only JPEG, PNG, WebP or GIF images are accepted.',
      ],
      [
        'a broken JPEG',
        (h) =>
          h
            .put('/api/auth/profile/photo')
            .set(w.customer.auth)
            .attach('photo', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]), 'a.jpg'),
        400,
        'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF file.',
      ],
      [
        'an image over 5 MB',
        (h) =>
          h
            .put('/api/auth/profile/photo')
            .set(w.customer.auth)
            .attach('photo', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024, 1)]), 'big.jpg'),
        413,
        'Images must be 5 MB or smaller.',
      ],
      [
        'no file at all',
        (h) => h.put('/api/auth/profile/photo').set(w.customer.auth).field('x', '1'),
        400,
        'Please choose an image file to upload.',
      ],
      [
        'the photo as a JSON data URL',
        (h) => h.put('/api/auth/profile/photo').set(w.customer.auth).send({ photo: 'data:image/png;base64,iVBORw0KGgo=' }),
        400,
        'Please choose an image file to upload.',
      ],
      [
        'two files',
        async (h) =>
          h
            .put('/api/auth/profile/photo')
            .set(w.customer.auth)
            .attach('photo', await png(), 'a.png')
            .attach('photo', await png(), 'b.png'),
        400,
        'Please upload one image at a time.',
      ],
    ];

    it.each(uploads)('refuses %s with one message and changes nothing', async (_label, upload, status, message) => {
      const before = await snapshot();
      const res = await upload(t.http());
      tally.cases += 1;
      if (res.status >= 500) tally.fiveHundreds += 1;
      if (res.status < 400) tally.accepted += 1;
      const unchanged = (await snapshot()) === before;
      if (!unchanged) tally.changed += 1;
      expect({ status: res.status, message: res.body.message, unchanged }).toEqual({ status, message, unchanged: true });
    });

    it('takes a real image (the control)', async () => {
      expect(photoEndpoint.control.status).toBe(200);
      await t
        .http()
        .put('/api/auth/profile/photo')
        .set(w.customer.auth)
        .attach('photo', await png(), 'me.png')
        .expect(200);
    });
  });

  it('four 2,500-deep bodies in parallel are refused fast and the server keeps answering', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t
          .http()
          .post('/api/auth/login')
          .set('Content-Type', 'application/json')
          .send(`{"a":${deep(2500)}}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    await t.http().get('/api/fares?distance=10').expect(200);
    const elapsed = performance.now() - started;
    console.log(`Four 2,500-deep bodies in parallel, then a normal request: ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(2000);
  });

  it('the snapshot sees a written row (so an unchanged one means nothing was written)', async () => {
    const before = await snapshot();
    await t.http().post('/api/auth/register').send(newAccount('customer')).expect(201);
    expect(await snapshot()).not.toBe(before);
  });

  describe('the valid bodies, sent last, are accepted', () => {
    it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
      const res = await send(endpoint, endpoint.path(w), endpoint.body(w), 'en');
      expect({ status: res.status, message: endpoint.control.message && res.body.message }).toEqual({
        status: endpoint.control.status,
        message: endpoint.control.message,
      });
    });
  });
});
