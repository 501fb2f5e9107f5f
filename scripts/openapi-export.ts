// npm run api:lint (first step) — writes the API's OpenAPI document, as GET /api/openapi.json serves it,
// to the file named (default .cache/openapi.json) for Redocly and Spectral to lint. Builds the app on an
// in-memory database with the background jobs off and the development routes (DEV_OUTBOX, CLOCK_CONTROL)
// on, so that every route the server can register is in the document.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { withJwtSecret } from '#server/jwt-secret.ts';

const target = resolve(process.argv[2] ?? '.cache/openapi.json');
const config = withJwtSecret(
  loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEV_OUTBOX: 'true',
    CLOCK_CONTROL: 'true',
    // No SPA: only the API's routes.
    STATIC_DIR: join(tmpdir(), 'longshot-openapi-export-no-static'),
    PUBLIC_URL: process.env.PUBLIC_URL,
  }),
);
const app = await buildApp({ config, database: 'memory', jobs: false });
try {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(response.json(), null, 2)}\n`);
  console.log(`The OpenAPI document → ${relative(process.cwd(), target)}`);
} finally {
  await app.close();
}
