// A NUL character (U+0000) in any input answers 400 naming the field, never a 500 (the database cannot
// store one). The cases are not listed by hand: every operation of the OpenAPI document, every query and
// path parameter and every string of its JSON body (nested ones included) gets a NUL in turn, so a new
// route or field is covered as soon as it exists. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from './account/account-test-app.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
}

interface Operation {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface NulCase {
  method: string;
  url: string;
  body: unknown;
  /** How the refusal names the field: `querystring/competition`, `body/selections/0/eventId`. */
  field: string;
}

const nul = '\u0000';
const uuid = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let bearer: string;
let cases: NulCase[] = [];

/** A plausible value for a schema: the NUL is what the request is about, the rest only has to be there. */
function example(schema: JsonSchema, components: OpenApi['components']): unknown {
  if (schema.$ref) return example(components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}, components);
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return example(choice, components);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, components)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        example(schema.items ?? {}, components),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return uuid;
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2030-01-01';
      return 'text';
    default:
      return null;
  }
}

/** The path of every string in a value, e.g. ['picks', '0', 'eventId']. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

function withNulAt(value: unknown, path: string[]): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path.at(-1) ?? ''] = `a${nul}b`;
  return copy;
}

function casesOf(document: OpenApi): NulCase[] {
  const found: NulCase[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      // Fastify checks params before the body: a body's case needs well-formed params (a day is a date).
      const values = new Map(
        parameters.map((p) => [
          p.name,
          p.name === 'day' ? '2030-01-01' : String(example(p.schema ?? {}, document.components)),
        ]),
      );
      const jsonSchema = operation.requestBody?.content['application/json']?.schema;
      // A form body (RFC 8058's one-click unsubscribe) is sent as the mail provider sends it.
      const form = operation.requestBody?.content['application/x-www-form-urlencoded']
        ? 'List-Unsubscribe=One-Click'
        : undefined;
      const body = jsonSchema ? example(jsonSchema, document.components) : form;
      const url = (nulIn?: string) => {
        const value = (name: string) =>
          encodeURIComponent(name === nulIn ? `a${nul}b` : (values.get(name) ?? ''));
        const query = parameters
          .filter((p) => p.in === 'query' && (p.required || p.name === nulIn))
          .map((p) => `${p.name}=${value(p.name)}`)
          .join('&');
        return (
          path.replace(/\{([^}]+)\}/g, (_whole, name: string) => value(name)) + (query ? `?${query}` : '')
        );
      };
      for (const parameter of parameters) {
        const where = parameter.in === 'query' ? 'querystring' : 'params';
        found.push({ method, url: url(parameter.name), body, field: `${where}/${parameter.name}` });
      }
      for (const stringPath of typeof body === 'string' ? [] : stringPaths(body)) {
        found.push({
          method,
          url: url(),
          body: withNulAt(body, stringPath),
          field: ['body', ...stringPath].join('/'),
        });
      }
    }
  }
  return found;
}

beforeAll(async () => {
  testApp = await buildTestApp({ config: { clockControl: true, devOutbox: true } });
  // An Administrator passes every route's guard, so each request reaches its schema.
  bearer = (await createPlayer(testApp.app, { role: 'Administrator' })).tokens.bearerToken;
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
  cases = casesOf(document);
});
afterAll(() => testApp?.close());

describe('a NUL character in any input', () => {
  it("is tried in every input of the OpenAPI document, the issue's own cases included", () => {
    const fields = cases.map(
      (nulCase) => `${nulCase.method.toUpperCase()} ${nulCase.url.split('?')[0]} ${nulCase.field}`,
    );
    expect(fields.length).toBeGreaterThan(100);
    expect(fields).toEqual(
      expect.arrayContaining([
        'GET /api/predictions/v1/Events querystring/competition',
        'POST /api/auth/v1/basic/signUp body/displayName',
        'POST /api/auth/v1/basic/signIn body/email',
        'PUT /api/predictions/v1/MyOutrightPicks/a%00b params/eventId',
        'PUT /api/predictions/v1/MyWeek body/selections/0/eventId',
      ]),
    );
  });

  it('answers 400 naming the field, never a 5xx', async () => {
    const refusals: string[] = [];
    for (const nulCase of cases) {
      const response = await testApp.app.inject({
        method: nulCase.method.toUpperCase() as 'GET',
        url: nulCase.url,
        remoteAddress: '127.0.0.1',
        headers: {
          origin: 'http://localhost:3000',
          'x-requested-with': 'XMLHttpRequest',
          authorization: `Bearer ${bearer}`,
          ...(nulCase.body === undefined
            ? {}
            : {
                'content-type':
                  typeof nulCase.body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
              }),
        },
        ...(nulCase.body === undefined
          ? {}
          : { payload: typeof nulCase.body === 'string' ? nulCase.body : JSON.stringify(nulCase.body) }),
      });
      const detail = (response.json() as { params?: { detail?: string } }).params?.detail;
      refusals.push(`${nulCase.method.toUpperCase()} ${nulCase.url} ${response.statusCode} ${detail}`);
    }
    expect(refusals).toEqual(
      cases.map(
        (nulCase) =>
          `${nulCase.method.toUpperCase()} ${nulCase.url} 400 ${nulCase.field}: must not contain the NUL character (U+0000)`,
      ),
    );
  });
});
