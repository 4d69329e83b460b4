import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/common/openapi/openapi-document.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { isBinarySchema, type Operation, operationsOf, schemaProblem } from './helpers/openapi.js';

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

  it('gives an example for every field of every answer schema (nested objects and lists excepted)', () => {
    const offenders = Object.entries(doc.components?.schemas ?? {})
      .filter(([name]) => name.endsWith('Response'))
      .flatMap(([name, schema]) =>
        Object.entries((schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {})
          .filter(([, property]) => !('example' in property) && !('$ref' in property) && !('items' in property) && !('allOf' in property))
          .map(([field]) => `${name}.${field}`),
      );
    expect(offenders).toEqual([]);
  });
});
