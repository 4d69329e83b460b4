import type { OpenAPIObject } from '@nestjs/swagger';

/** The part of OpenAPI 3.0 these tests read. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
}

interface Content {
  content?: Record<string, { schema?: Schema }>;
}

export interface OperationDoc {
  tags?: string[];
  parameters?: unknown[];
  security?: Record<string, string[]>[];
  requestBody?: Content;
  responses?: Record<string, Content & { description?: string }>;
}

export interface Operation {
  /** 'GET /api/offers' */
  name: string;
  method: string;
  path: string;
  operation: OperationDoc;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function operationsOf(doc: OpenAPIObject): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OperationDoc>)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, operation })),
  );
}

export function operationNamed(doc: OpenAPIObject, name: string): OperationDoc {
  const found = operationsOf(doc).find((o) => o.name === name);
  if (!found) throw new Error(`no operation ${name} in the document`);
  return found.operation;
}

/** The JSON schema documented for an answer of an operation. */
export function answerSchema(doc: OpenAPIObject, name: string, status: number): Schema {
  const schema = operationNamed(doc, name).responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${name} documents no JSON answer for ${status}`);
  return schema;
}

export function resolve(doc: OpenAPIObject, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name] as Schema | undefined;
  if (!target) throw new Error(`${schema.$ref} is not in components.schemas`);
  return resolve(doc, target);
}

export function isBinarySchema(schema: Schema | undefined): boolean {
  return schema?.type === 'string' && schema.format === 'binary';
}

/**
 * Why a schema says nothing a client could type an answer with (undefined when it does): missing,
 * an object without fields, an array of such. `allowEmptyObject` for request bodies that take none.
 */
export function schemaProblem(
  doc: OpenAPIObject,
  schema: Schema | undefined,
  opts: { allowEmptyObject?: boolean } = {},
): string | undefined {
  if (!schema) return 'no schema';
  let target: Schema;
  try {
    target = resolve(doc, schema);
  } catch (error) {
    return (error as Error).message;
  }
  if (target.type === 'array') return target.items ? schemaProblem(doc, target.items, opts) : 'an array without items';
  if (target.allOf || target.oneOf || target.anyOf) return undefined;
  if (target.type === 'object' || (!target.type && !target.enum)) {
    const hasFields = Object.keys(target.properties ?? {}).length > 0;
    if (hasFields || opts.allowEmptyObject) return undefined;
    return `${schema.$ref ?? 'an inline object'} has no properties`;
  }
  return undefined;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where a JSON value breaks its documented schema: wrong types, missing required fields, values
 * outside an enum, null where not nullable, and fields the schema does not name (an undocumented
 * field is drift too). Empty when the value matches.
 */
export function mismatches(doc: OpenAPIObject, schema: Schema, value: unknown, at = '$'): string[] {
  const s = resolve(doc, schema);
  if (value === null) return s.nullable || s.enum?.includes(null) ? [] : [`${at}: null but not nullable`];
  if (s.allOf) return s.allOf.flatMap((part) => mismatches(doc, part, value, at));
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    return alternatives.some((part) => mismatches(doc, part, value, at).length === 0) ? [] : [`${at}: matches none of its alternatives`];
  }
  if (s.enum && !s.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`];
  switch (s.type) {
    case 'string':
      if (typeof value !== 'string') return [`${at}: ${JSON.stringify(value)} is not a string`];
      if (s.format === 'date-time' && !ISO_DATE_TIME.test(value)) return [`${at}: ${value} is not a date-time`];
      if (s.format === 'date' && !ISO_DATE.test(value)) return [`${at}: ${value} is not a date`];
      return [];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${at}: ${JSON.stringify(value)} is not a number`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: ${JSON.stringify(value)} is not an integer`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: ${JSON.stringify(value)} is not a boolean`];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`];
      return value.flatMap((item, i) => (s.items ? mismatches(doc, s.items, item, `${at}[${i}]`) : []));
    default: {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const properties = s.properties ?? {};
      const missing = (s.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key}: required but missing`);
      const extra =
        s.additionalProperties === true || (s.additionalProperties && typeof s.additionalProperties === 'object')
          ? []
          : Object.keys(record)
              .filter((key) => !(key in properties))
              .map((key) => `${at}.${key}: sent but not documented`);
      const fields = Object.entries(properties)
        .filter(([key]) => key in record)
        .flatMap(([key, property]) => mismatches(doc, property, record[key], `${at}.${key}`));
      return [...missing, ...extra, ...fields];
    }
  }
}
