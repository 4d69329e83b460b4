import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../app.factory.js';
import { buildOpenApiDocument } from '../common/openapi/openapi-document.js';
import { AppConfig } from '../config/app-config.js';
import { parseArgs } from './cli-args.js';

// Part of `npm run api:types`: writes the OpenAPI document the server serves at /api/docs/openapi.json
// to backend/openapi.json (or `--out <file>`). The app is built as for `npm start`, but on a
// throw-away SQLite database and without the environment's database, Redis or mail server, so the
// document depends on the code alone.
const args = parseArgs(process.argv.slice(2));
const out = resolve(args.out ?? join(import.meta.dirname, '..', '..', 'openapi.json'));

const dataDir = mkdtempSync(join(tmpdir(), 'jbp-openapi-'));
try {
  const config = new AppConfig({
    DATA_DIR: dataDir,
    FRONTENDS_DIR: join(dataDir, 'no-frontends'),
    LOG_LEVEL: 'error',
    DB_RETRY_ATTEMPTS: '0',
  });
  const app = await createApp(config);
  try {
    writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`OpenAPI document → ${out}`);
