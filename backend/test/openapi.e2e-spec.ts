import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/common/openapi/openapi-document.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { bearer, newAccount, PASSWORD, type SignedIn, signUp } from './helpers/factories.js';
import { jpegWithGps, uploadPhoto } from './helpers/images.js';
import {
  answerSchema,
  isBinarySchema,
  mismatches,
  type Operation,
  operationNamed,
  operationsOf,
  type Schema,
  schemaProblem,
} from './helpers/openapi.js';
import { BHOPAL, JABALPUR, offerPayload, oneWay } from './helpers/trips.js';

// The document is the contract the frontends' types are generated from (`npm run api:types`):
// an operation without a documented answer gives them nothing to type it with.
describe('The OpenAPI document at /api/docs/openapi.json', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/docs/openapi.json').expect(200).expect('Content-Type', /json/)).body as OpenAPIObject;
    operations = operationsOf(doc);
  });
  afterAll(() => t.close());

  it('lists the whole API', () => {
    const names = operations.map((o) => o.name);
    expect(names.length).toBeGreaterThanOrEqual(37);
    expect(names).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/offers', 'POST /api/bookings', 'GET /api/files/{id}']));
  });

  it('is what `npm run api:types` writes: the same builder, sorted by path and schema name', () => {
    expect(buildOpenApiDocument(t.app)).toEqual(doc);
    expect(Object.keys(doc.paths)).toEqual(Object.keys(doc.paths).sort());
    const schemaNames = Object.keys(doc.components?.schemas ?? {});
    expect(schemaNames).toEqual([...schemaNames].sort());
  });

  it("is the one committed in backend/openapi.json, which the frontends' types are generated from", () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as OpenAPIObject;
    // On failure: run `npm run api:types` and commit backend/openapi.json and schema.gen.ts.
    expect(doc).toEqual(committed);
  });

  it('documents a 2xx answer with a schema for every operation', () => {
    const offenders = operations.flatMap(({ name, operation }) => {
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) return [`${name}: no 2xx answer`];
      return successes.flatMap(([status, response]) => {
        const content = Object.entries(response.content ?? {});
        if (content.length === 0) return [`${name} ${status}: no content`];
        return content.flatMap(([mediaType, { schema }]) => {
          if (!mediaType.includes('json'))
            return isBinarySchema(schema) ? [] : [`${name} ${status} ${mediaType}: not {type: string, format: binary}`];
          const problem = schemaProblem(doc, schema);
          return problem ? [`${name} ${status}: ${problem}`] : [];
        });
      });
    });
    expect(offenders).toEqual([]);
  });

  it('documents the error answers of every operation that can fail, with the error body', () => {
    // Only a public read without parameters cannot fail (but for a 500, which is not documented).
    const cannotFail = ({ method, operation }: Operation) =>
      method === 'get' && !operation.security?.length && !operation.parameters?.length;
    const withoutErrors = operations
      .filter((o) => !cannotFail(o))
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((s) => /^[45]\d\d$/.test(s)))
      .map((o) => o.name);
    expect(withoutErrors).toEqual([]);

    const badErrorBodies = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .filter(([, response]) => response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorResponse')
        .map(([status]) => `${name} ${status}`),
    );
    expect(badErrorBodies).toEqual([]);
  });

  it('documents 401 (and 403 for a role) on every operation that needs a login', () => {
    const offenders = operations
      .filter(({ operation }) => operation.security?.some((s) => 'bearer' in s) && !operation.tags?.includes('files'))
      .filter(({ operation }) => !operation.responses?.['401'])
      .map((o) => o.name);
    expect(offenders).toEqual([]);
  });

  it('documents the request body of every operation that reads one', () => {
    const offenders = operations
      .filter(({ method }) => method === 'post' || method === 'put' || method === 'patch')
      .flatMap(({ name, operation }) => {
        const content = Object.entries(operation.requestBody?.content ?? {});
        if (content.length === 0) return [`${name}: no request body`];
        return content.flatMap(([mediaType, { schema }]) => {
          const problem = schemaProblem(doc, schema, { allowEmptyObject: true });
          return problem ? [`${name} ${mediaType}: ${problem}`] : [];
        });
      });
    expect(offenders).toEqual([]);
  });

  it('takes registration as a form with the ID proof file, or as JSON', () => {
    const register = operations.find((o) => o.name === 'POST /api/auth/register')?.operation;
    expect(Object.keys(register?.requestBody?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    const form = doc.components?.schemas?.RegisterDto as { properties: Record<string, unknown> };
    expect(form.properties.idProofImage).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('gives an example for every field of every request and answer schema', () => {
    // Exempt: nested objects and lists (their own schemas have examples), a file's bytes, and a
    // choice from an enum (the listed values are the examples).
    const explained = (p: Schema) => 'example' in p || Boolean(p.$ref || p.items || p.allOf || p.enum) || isBinarySchema(p);
    const offenders = Object.entries(doc.components?.schemas ?? {}).flatMap(([name, schema]) =>
      Object.entries((schema as Schema).properties ?? {})
        .filter(([, property]) => !explained(property))
        .map(([field]) => `${name}.${field}`),
    );
    expect(offenders).toEqual([]);
  });
});

// The schemas are only a contract if the server keeps them: real answers, checked field by field,
// including that they send no field the document does not name.
describe('Real answers match their documented schemas', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let admin: SignedIn;
  let agent: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as OpenAPIObject;
    [admin, agent, customer] = await Promise.all([signUp(t, 'admin'), signUp(t, 'agent'), signUp(t, 'customer')]);
  });
  afterAll(() => t.close());

  /** Fails with every mismatch between the answer and the schema documented for its status. */
  function expectDocumented(operation: string, res: { status: number; body: unknown }) {
    expect(mismatches(doc, answerSchema(doc, operation, res.status), res.body)).toEqual([]);
  }

  it('catches an answer that drifts from its schema', () => {
    const health = { $ref: '#/components/schemas/HealthResponse' };
    const checks = { database: 'up', disk: 'up', outbox: 'up' };
    expect(mismatches(doc, health, { status: 'ok', db: 'up', checks })).toEqual([]);
    expect(mismatches(doc, health, { status: 'ok', db: 'up', checks, version: 2 })).toEqual(['$.version: sent but not documented']);
    expect(mismatches(doc, health, { status: 'ok', checks })).toEqual(['$.db: required but missing']);
    expect(mismatches(doc, health, { status: 'fine', db: 'up', checks })).toEqual(['$.status: "fine" is not one of ["ok","degraded"]']);
    const profile = { $ref: '#/components/schemas/ProfileResponse' };
    expect(mismatches(doc, { type: 'array', items: profile }, [{}])).toContain('$[0].createdAt: required but missing');
  });

  it('accounts: register (form with ID proof, and JSON), login, profile', async () => {
    const form = newAccount('agent', { travelerName: 'Narmada Travels', idProofType: 'Aadhar Card' });
    const multipart = t.http().post('/api/auth/register');
    for (const [field, value] of Object.entries(form)) multipart.field(field, value);
    const registered = await multipart.attach('idProofImage', await jpegWithGps(), 'proof.jpg').expect(201);
    expectDocumented('POST /api/auth/register', registered);

    const account = newAccount('customer');
    expectDocumented('POST /api/auth/register', await t.http().post('/api/auth/register').send(account).expect(201));
    expectDocumented('POST /api/auth/register', await t.http().post('/api/auth/register').send(account).expect(409));
    const login = await t.http().post('/api/auth/login').send({ emailOrMobile: account.email, password: PASSWORD }).expect(200);
    expectDocumented('POST /api/auth/login', login);
    expectDocumented(
      'POST /api/auth/login',
      await t.http().post('/api/auth/login').send({ emailOrMobile: account.email, password: 'wrong-password' }).expect(401),
    );
    expectDocumented('POST /api/auth/login', await t.http().post('/api/auth/login').send({}).expect(400));

    const me = bearer(login.body.token as string);
    expectDocumented('GET /api/auth/profile', await t.http().get('/api/auth/profile').set(me).expect(200));
    const updated = await t.http().put('/api/auth/profile').set(me).send({ address: 'Civil Lines' });
    expect(updated.status).toBe(200);
    expectDocumented('PUT /api/auth/profile', updated);
    const photo = await uploadPhoto(t, me, await jpegWithGps());
    expect(photo.status).toBe(200);
    expectDocumented('PUT /api/auth/profile/photo', photo);
    expectDocumented('PUT /api/auth/profile/photo', await uploadPhoto(t, me, Buffer.from('not an image')).expect(400));
    expectDocumented('DELETE /api/auth/profile/photo', await t.http().delete('/api/auth/profile/photo').set(me).expect(200));
    expectDocumented('GET /api/auth/profile', await t.http().get('/api/auth/profile').expect(401));
  });

  it('the admin desk: accounts, activation and password links', async () => {
    expectDocumented('GET /api/users/customers', await t.http().get('/api/users/customers').set(admin.auth).expect(200));
    expectDocumented(
      'GET /api/users/customers/{id}',
      await t.http().get(`/api/users/customers/${customer.id}`).set(admin.auth).expect(200),
    );
    expectDocumented('GET /api/users/customers/{id}', await t.http().get(`/api/users/customers/${agent.id}`).set(admin.auth).expect(404));
    expectDocumented('GET /api/users/agents', await t.http().get('/api/users/agents').set(admin.auth).expect(200));
    expectDocumented('GET /api/users/agents/{id}', await t.http().get(`/api/users/agents/${agent.id}`).set(admin.auth).expect(200));
    expectDocumented('GET /api/users/admins', await t.http().get('/api/users/admins').set(admin.auth).expect(200));
    expectDocumented('GET /api/users/admins', await t.http().get('/api/users/admins').set(customer.auth).expect(403));

    const pending = await signUp(t, 'agent', { active: false });
    const approved = await t.http().put(`/api/users/agents/${pending.id}/status`).set(admin.auth).send({ active: true }).expect(200);
    expectDocumented('PUT /api/users/agents/{id}/status', approved);
    const other = await signUp(t, 'admin', { active: false });
    expectDocumented(
      'PUT /api/users/admins/{id}/status',
      await t.http().put(`/api/users/admins/${other.id}/status`).set(admin.auth).send({ active: true }).expect(200),
    );
    expectDocumented(
      'PUT /api/users/admins/{id}/status',
      await t
        .http()
        .put(`/api/users/admins/${admin.id}/status`)
        .set(admin.auth)
        .send({ active: false, reason: 'No longer works with us.' })
        .expect(400),
    );
    expectDocumented(
      'PUT /api/users/customers/{id}/status',
      await t.http().put(`/api/users/customers/${customer.id}/status`).set(admin.auth).send({ active: true }).expect(200),
    );

    // A customer of its own: setting the password ends their sessions.
    const forgetful = await signUp(t, 'customer');
    const link = await t.http().post(`/api/users/customers/${forgetful.id}/password-link`).set(admin.auth).send({}).expect(201);
    expectDocumented('POST /api/users/customers/{id}/password-link', link);
    expectDocumented(
      'POST /api/users/agents/{id}/password-link',
      await t.http().post(`/api/users/agents/${agent.id}/password-link`).set(admin.auth).send({}).expect(201),
    );
    const token = new URL(link.body.path as string, 'http://site').searchParams.get('token');
    const reset = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: PASSWORD, confirmPassword: PASSWORD })
      .expect(200);
    expectDocumented('POST /api/auth/reset-password', reset);
  });

  it('offers: add, the public list, the agent’s and the admin’s lists', async () => {
    const created = await t
      .http()
      .post('/api/offers')
      .set(agent.auth)
      .send(offerPayload({ pickupInfo: 'Bus station to Bus station' }))
      .expect(201);
    expectDocumented('POST /api/offers', created);
    expectDocumented(
      'POST /api/offers',
      await t
        .http()
        .post('/api/offers')
        .set(agent.auth)
        .send(offerPayload({ from: 'Nowhere-at-all-xyz' }))
        .expect(422),
    );
    const open = await t.http().get('/api/offers').expect(200);
    expect(open.body.data.length).toBeGreaterThan(0);
    expectDocumented('GET /api/offers', open);
    expectDocumented('GET /api/offers/mine', await t.http().get('/api/offers/mine').set(agent.auth).expect(200));
    const all = await t.http().get('/api/offers/all').set(admin.auth).expect(200);
    expect(all.body.data[0].agent).not.toBeNull();
    expectDocumented('GET /api/offers/all', all);
  });

  it('trip tools: fares, places, distance and health', async () => {
    expectDocumented('GET /api/fares', await t.http().get('/api/fares?distance=118.4').expect(200));
    expectDocumented('GET /api/fares', await t.http().get('/api/fares?distance=-1').expect(400));
    const places = await t.http().get('/api/places?text=bho').expect(200);
    expect(places.body.length).toBeGreaterThan(0);
    expectDocumented('GET /api/places', places);
    expectDocumented('POST /api/distance', await t.http().post('/api/distance').send({ from: JABALPUR, to: BHOPAL }).expect(200));
    expectDocumented('GET /api/health', await t.http().get('/api/health').expect(200));
  });

  it('bookings: create, read, the lists, the lifecycle, the advance and the admin’s phone booking', async () => {
    const created = await t.http().post('/api/bookings').set(customer.auth).send(oneWay()).expect(201);
    expectDocumented('POST /api/bookings', created);
    const id = created.body.data.id as number;
    expectDocumented('GET /api/bookings/{id}', await t.http().get(`/api/bookings/${id}`).set(customer.auth).expect(200));
    expectDocumented('GET /api/bookings/{id}', await t.http().get(`/api/bookings/${id}`).set(admin.auth).expect(200));
    expectDocumented('GET /api/bookings/{id}', await t.http().get('/api/bookings/999999').set(admin.auth).expect(404));
    expectDocumented('GET /api/bookings', await t.http().get('/api/bookings').set(customer.auth).expect(200));
    expectDocumented('GET /api/bookings/my', await t.http().get('/api/bookings/my').set(customer.auth).expect(200));
    expectDocumented('GET /api/bookings/all', await t.http().get('/api/bookings/all?limit=2').set(admin.auth).expect(200));

    const confirmed = await t.http().patch(`/api/bookings/${id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    expectDocumented('PATCH /api/bookings/{id}/status', confirmed);
    const charges = { haltingCharges: 300, tollTaxAndParking: 185.5 };
    expectDocumented(
      'PATCH /api/bookings/{id}/charges',
      await t.http().patch(`/api/bookings/${id}/charges`).set(admin.auth).send(charges).expect(200),
    );
    expectDocumented('GET /api/bookings/{id}/upi', await t.http().get(`/api/bookings/${id}/upi`).set(customer.auth).expect(200));
    const advance = { amount: 1050, utr: '412345678901' };
    expectDocumented(
      'POST /api/bookings/{id}/advance',
      await t.http().post(`/api/bookings/${id}/advance`).set(customer.auth).send(advance).expect(200),
    );
    expectDocumented(
      'PATCH /api/bookings/{id}/advance',
      await t.http().patch(`/api/bookings/${id}/advance`).set(admin.auth).send({ advanceAmount: 1050 }).expect(200),
    );
    const slip = await t.http().get(`/api/bookings/${id}/duty-slip.pdf`).set(customer.auth).expect(200);
    expect(Object.keys(operationNamed(doc, 'GET /api/bookings/{id}/duty-slip.pdf').responses?.['200']?.content ?? {})).toEqual([
      slip.headers['content-type'],
    ]);

    const other = await t.http().post('/api/bookings').set(customer.auth).send(oneWay()).expect(201);
    const cancel = await t
      .http()
      .put(`/api/bookings/${other.body.data.id}/status`)
      .set(customer.auth)
      .send({ status: 'cancelled by the customer' });
    expect(cancel.status).toBe(200);
    expectDocumented('PUT /api/bookings/{id}/status', cancel);
    expectDocumented(
      'PUT /api/bookings/{id}/status',
      await t.http().put(`/api/bookings/${other.body.data.id}/status`).set(customer.auth).send({ status: 'cancelled by the customer' }),
    );

    const phone = { ...oneWay(), customer: { fullName: 'Ramesh Tiwari', mobile: `8${String(Date.now()).slice(-9)}` } };
    expectDocumented('POST /api/admin/bookings', await t.http().post('/api/admin/bookings').set(admin.auth).send(phone).expect(201));
  });

  it('files: the image bytes as the documented media type, errors as JSON', async () => {
    const agents = await t.http().get('/api/users/agents').set(admin.auth).expect(200);
    const withProof = (agents.body as { idProofImage: string | null }[]).find((a) => a.idProofImage);
    const image = await t
      .http()
      .get(withProof?.idProofImage ?? '/api/files/0')
      .expect(200);
    const documented = Object.keys(operationNamed(doc, 'GET /api/files/{id}').responses?.['200']?.content ?? {});
    expect(documented).toEqual([image.headers['content-type']]);
    expectDocumented('GET /api/files/{id}', await t.http().get('/api/files/999999').set(admin.auth).expect(404));
  });

  it('the desk: lists with their headers, CSV downloads, histories, the ID number, and accounts people run themselves', async () => {
    const booking = (await t.http().post('/api/bookings').set(customer.auth).send(oneWay()).expect(201)).body.data as { id: number };
    for (const [operation, path] of [
      ['GET /api/bookings/all', '/api/bookings/all?status=pending&sort=-date&limit=2'],
      ['GET /api/users/customers', '/api/users/customers?active=true&limit=2'],
      ['GET /api/users/agents', '/api/users/agents?sort=fullName'],
      ['GET /api/offers/all', '/api/offers/all?status=open'],
      ['GET /api/bookings/{id}/history', `/api/bookings/${booking.id}/history`],
      ['GET /api/users/customers/{id}/history', `/api/users/customers/${customer.id}/history`],
      ['GET /api/users/agents/{id}/history', `/api/users/agents/${agent.id}/history`],
    ] as const) {
      const res = await t.http().get(path).set(admin.auth).expect(200);
      expectDocumented(operation, res);
      const headers =
        (operationNamed(doc, operation).responses?.['200'] as { headers?: Record<string, unknown> } | undefined)?.headers ?? {};
      expect(Object.keys(headers).sort()).toEqual(['Link', 'X-Total-Count']);
      expect(res.headers['x-total-count']).toMatch(/^\d+$/);
    }
    expectDocumented('GET /api/offers/mine', await t.http().get('/api/offers/mine').set(agent.auth).expect(200));
    expectDocumented('GET /api/bookings/all', await t.http().get('/api/bookings/all?limit=500').set(admin.auth).expect(400));
    expectDocumented(
      'GET /api/bookings/{id}/history',
      await t.http().get(`/api/bookings/${booking.id}/history`).set(customer.auth).expect(200),
    );
    expectDocumented(
      'GET /api/bookings/{id}/passenger-id',
      await t.http().get(`/api/bookings/${booking.id}/passenger-id`).set(admin.auth).expect(200),
    );

    for (const [operation, path] of [
      ['GET /api/bookings/all.csv', '/api/bookings/all.csv'],
      ['GET /api/users/customers.csv', '/api/users/customers.csv'],
      ['GET /api/users/agents.csv', '/api/users/agents.csv'],
      ['GET /api/offers/all.csv', '/api/offers/all.csv'],
    ] as const) {
      const csv = await t.http().get(path).set(admin.auth).buffer(true).expect(200);
      const documented = Object.keys(operationNamed(doc, operation).responses?.['200']?.content ?? {});
      expect(documented.map((type) => `${type}; charset=utf-8`)).toEqual([csv.headers['content-type']]);
    }

    expectDocumented(
      'POST /api/auth/password-reset',
      await t.http().post('/api/auth/password-reset').send({ emailOrMobile: customer.email }).expect(202),
    );
    expectDocumented(
      'POST /api/auth/password-reset/confirm',
      await t.http().post('/api/auth/password-reset/confirm').send({ token: 'spent', password: 'a-new-password-1' }).expect(400),
    );
    expectDocumented(
      'POST /api/auth/email-change/confirm',
      await t.http().post('/api/auth/email-change/confirm').send({ token: 'spent' }).expect(400),
    );
    expectDocumented('GET /api/auth/profile/export', await t.http().get('/api/auth/profile/export').set(customer.auth).expect(200));
    const leaving = await signUp(t, 'customer');
    expectDocumented(
      'DELETE /api/auth/profile',
      await t.http().delete('/api/auth/profile').set(leaving.auth).send({ password: 'wrong-one-1' }).expect(403),
    );
    expectDocumented(
      'DELETE /api/auth/profile',
      await t.http().delete('/api/auth/profile').set(leaving.auth).send({ password: PASSWORD }).expect(200),
    );
  });
});
