// The API's types under the names the pages use. They come from the generated OpenAPI schema
// (schema.gen.ts, `npm run api:types`); answers the document does not describe yet fall back to
// legacy-types.ts until it does.
export * from './legacy-types';
