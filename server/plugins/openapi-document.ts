// What @fastify/swagger and the zod transform build from the routes, finished into the API's contract:
// each operation gets its entry of the operations table (openapi-operations.ts: operationId, description,
// who may call it, the refusals it answers), the document gets its security scheme, servers and declared
// tags, and the components no operation reaches are dropped. Applied as the `transformObject` of
// @fastify/swagger, after every route has been turned into an operation.
import { statusOf } from '#core/refusal-statuses.ts';
import type { RefusalCode } from '#core/refusals.ts';
import type { OperationDoc } from './openapi-operation-doc.ts';
import { operationDocs } from './openapi-operations.ts';
import { operationTags } from './openapi-tags.ts';

type Json = Record<string, unknown>;

interface OpenApiOperation extends Json {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, Json>;
}

export interface OpenApiObject extends Json {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> } & Json;
}

const stateChanging = new Set(['post', 'put', 'patch', 'delete']);
const errorBodyRef = '#/components/schemas/ApiErrorBody';
const bearerScheme = 'bearerAuth';

/** The table's key of an operation: `PUT /api/account/v1/DisplayName`. */
function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Every refusal an operation can answer, by status: the ones any request meets (a malformed one, the rate
 * limit, a failure), the session's, the CSRF guard's for a state-changing call, the framework's limits,
 * then the table's own.
 */
function refusalsOf(
  method: string,
  operation: OpenApiOperation,
  doc: OperationDoc,
): Map<number, RefusalCode[]> {
  const byStatus = new Map<number, RefusalCode[]>();
  const add = (code: RefusalCode, status = statusOf(code)) => {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  };
  add('invalidRequest');
  if (doc.auth === 'bearer') add('unauthorized');
  if (stateChanging.has(method) && doc.csrf !== false) {
    const csrfRefusals: RefusalCode[] = ['foreignOrigin', 'missingCsrfHeader'];
    if (!doc.rawBody) csrfRefusals.push('notJson');
    for (const code of csrfRefusals) add(code);
  }
  // A body past the limit (413); a path parameter past 100 characters (414): both the framework's.
  if (operation.requestBody) add('invalidRequest', 413);
  // A body in a media type no parser takes (415): the CSRF guard refuses a non-JSON body first (notJson),
  // so only a route that opts out of it meets the framework's refusal.
  if (operation.requestBody && doc.csrf === false) add('invalidRequest', 415);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) add('invalidRequest', 414);
  for (const refusal of doc.refusals ?? []) {
    if (typeof refusal === 'string') add(refusal);
    else add(refusal[0], refusal[1]);
  }
  add('tooManyRequests');
  add('internalError');
  // The database out of reach (a partition, an outage): 503 with Retry-After, on any call.
  add('serviceUnavailable');
  return byStatus;
}

function errorResponse(codes: RefusalCode[], existing: Json | undefined): Json {
  const list = codes.map((code) => `\`${code}\``).join(', ');
  const narrowed = {
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: errorBodyRef }, { properties: { code: { enum: codes } } }] },
      },
    },
  };
  // A route that documents a status itself (a body of its own beside ApiErrorBody) keeps its schema.
  return { ...narrowed, ...existing, description: `Refused: ${list}.` };
}

function documentOperation(method: string, operation: OpenApiOperation, doc: OperationDoc): void {
  operation.operationId = doc.operationId;
  operation.description = doc.description;
  operation.security =
    doc.auth === 'bearer'
      ? [{ [bearerScheme]: [] }]
      : doc.auth === 'optional'
        ? [{ [bearerScheme]: [] }, {}]
        : [];
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    // The routes' catch-all ranges give way to the statuses each operation really answers.
    if (status === '4XX' || status === '5XX') continue;
    responses[status] =
      response.description === 'Default Response' ? { ...response, description: 'Success' } : response;
  }
  for (const [status, codes] of refusalsOf(method, operation, doc)) {
    responses[status] = errorResponse(codes, operation.responses[status]);
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every `$ref` reachable from `root`, following the component schemas it names. */
function reachableSchemas(root: unknown, schemas: Record<string, unknown>): Set<string> {
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        const name = item.slice('#/components/schemas/'.length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(item);
    }
  };
  visit(root);
  return reached;
}

/** The finished document. `servers` is this deployment's public URL. */
export function finishDocument(document: OpenApiObject, publicUrl: string): OpenApiObject {
  const paths = document.paths ?? {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // A route without an entry keeps what its schema says, without an operationId: the lint and
      // tests/server/openapi-operations.test.ts refuse that (a test's own routes have none either).
      const doc = operationDocs[operationKey(method, path)];
      if (doc) documentOperation(method, operation, doc);
    }
  }
  const schemas = document.components?.schemas ?? {};
  const used = reachableSchemas(paths, schemas);
  return {
    ...document,
    servers: [{ url: publicUrl, description: 'This deployment (its PUBLIC_URL)' }],
    tags: operationTags,
    paths,
    components: {
      ...document.components,
      securitySchemes: {
        [bearerScheme]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The bearer token of a session (sign-in, sign-up, jwt/refreshToken answer it), sent as ' +
            '`Authorization: Bearer <token>`. The API reads no cookie.',
        },
      },
      // jsonSchemaTransformObject emits every schema registered with an id, as input and as output;
      // only the ones an operation uses belong in the document.
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}
