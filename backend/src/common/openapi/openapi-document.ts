import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/**
 * The API's OpenAPI document, the contract the frontends' types are generated from: the server
 * serves it at /api/docs/openapi.json and `npm run api:types` writes it to backend/openapi.json.
 * Paths and schemas are sorted by name, so the written file changes only when the API does.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Jabalpur Cabs API')
    .setDescription('One-way cabs from Jabalpur: accounts, offers, fares, places, bookings.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  return {
    ...document,
    paths: sortedByKey(document.paths),
    components: { ...document.components, schemas: sortedByKey(document.components?.schemas ?? {}) },
  };
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
