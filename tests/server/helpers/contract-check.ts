// The contract test: every answer an API route gives in the server suite is checked against the app's own
// OpenAPI document, so a route that drifts from its documentation fails the test file that saw it. Checked:
// the status is one the operation documents, the media type is the documented one, and the body is valid
// against the document's schema for that operation, status and media type (ajv, JSON Schema 2020-12 as
// OpenAPI 3.1 says, formats included). The zod serializer does not make this redundant: a route may send
// bytes it built itself (the events view does), and the document is made from the schemas by a transform
// and a finishing step that can themselves drift. An error's body is also held to the catalogue: its
// statusCode is the answer's, its code one the document lists for that status. Answers no route gives (the
// router's 404 for an unknown /api path) are held to ApiErrorBody with their code.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { refusalCodes, type RefusalCode } from '#core/refusals.ts';

interface DocumentedResponse {
  content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }>;
}
interface Document {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses: Record<string, DocumentedResponse> }>
  >;
}

const documentId = 'urn:longshot:openapi';
/** The codes an answer no route gave may carry, by status (any other status: invalidRequest). */
const unroutedCodes: Partial<Record<number, RefusalCode[]>> = {
  404: ['routeNotFound'],
  429: ['tooManyRequests'],
  500: ['internalError'],
  503: ['serviceUnavailable'],
};

/** The document's name of a route's path: `/api/x/:id/` → `/api/x/{id}`. */
function documentPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A JSON pointer into the document, as a URI fragment. */
function pointer(...segments: string[]): string {
  return segments
    .map((segment) => `/${encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))}`)
    .join('');
}

/** The payload as text: a serialised body is a string, a pre-built one (the events view's) a Buffer. */
function payloadText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** Ajv's first few errors, one line: `/events/0/kickOff must match format "date-time"`. */
function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => {
      const extra =
        error.keyword === 'additionalProperties'
          ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
          : '';
      return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
    })
    .join('; ');
}

/** Validators compiled from one document, by JSON pointer, each compiled once. */
function documentValidators(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv);
  ajv.addSchema({ ...document, $id: documentId });
  const compiled = new Map<string, ValidateFunction>();
  return (fragment: string): ValidateFunction => {
    let validate = compiled.get(fragment);
    if (!validate) {
      validate = ajv.compile({ $ref: `${documentId}#${fragment}` });
      compiled.set(fragment, validate);
    }
    return validate;
  };
}

/** What is wrong with an error body beyond its schema: the status it says, a code outside the catalogue. */
function errorBodyProblem(
  body: unknown,
  status: number,
  codes: readonly string[] | undefined,
): string | null {
  if (body === null || typeof body !== 'object') return 'an error body that is not an object';
  const { statusCode, code } = body as { statusCode?: unknown; code?: unknown };
  if (statusCode !== status) return `an error body saying statusCode ${String(statusCode)}`;
  if (!(refusalCodes as unknown[]).includes(code)) return `the unknown code ${String(code)}`;
  if (codes && !codes.includes(String(code))) {
    return `code ${String(code)}, which the document does not list for ${status}`;
  }
  return null;
}

/**
 * Adds the check to an app before it is ready; `problems()` lists what broke the contract, `checkedBodies()`
 * how many bodies were validated against a schema (so that a test can see the check is not idle). The
 * document is read once, from the app itself, at its first checked answer.
 */
export function checkAgainstDocument(app: FastifyInstance): {
  problems(): string[];
  checkedBodies(): number;
} {
  const problems: string[] = [];
  let checkedBodies = 0;
  let document: Document | undefined;
  let validator: ((fragment: string) => ValidateFunction) | undefined;

  function validatorOf(fragment: string): ValidateFunction {
    document ??= app.swagger() as unknown as Document;
    validator ??= documentValidators(document);
    return validator(fragment);
  }

  /** Parses a JSON payload and validates it against the schema at `fragment`. */
  function bodyProblem(payload: unknown, fragment: string): { problem: string | null; body?: unknown } {
    const text = payloadText(payload);
    if (text === undefined) return { problem: 'a body the check cannot read (a stream)' };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { problem: 'a body that is not JSON' };
    }
    const validate = validatorOf(fragment);
    checkedBodies += 1;
    if (!validate(body))
      return { problem: `a body the document's schema refuses: ${describeErrors(validate)}`, body };
    return { problem: null, body };
  }

  /**
   * An answer no route gave (the not-found handler's, or the router's own before any hook runs): an
   * ApiErrorBody whose code the status calls for.
   */
  function unroutedProblem(status: number, mediaType: string, payload: unknown): string | null {
    if (mediaType !== 'application/json') return `answered ${status} as ${mediaType || 'nothing'}`;
    const { problem, body } = bodyProblem(payload, pointer('components', 'schemas', 'ApiErrorBody'));
    const bodyIssue = problem ?? errorBodyProblem(body, status, unroutedCodes[status] ?? ['invalidRequest']);
    return bodyIssue && `answered ${status} with ${bodyIssue}`;
  }

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
    const url = request.routeOptions.url;
    if (url === undefined) {
      const path = request.url.split('?', 1)[0] ?? '';
      return isApiPath(path)
        ? unroutedProblem(reply.statusCode, mediaTypeOf(reply.getHeader('content-type')), payload)
        : null;
    }
    if (!url.startsWith('/api/')) return null;
    document ??= app.swagger() as unknown as Document;
    const path = documentPath(url);
    const method = request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    // Not in the document or the operations table: a route a test added, a HEAD route, the document and
    // Swagger UI themselves (tests/server/openapi-operations.test.ts holds the table to the routes).
    if (!operation?.operationId) return null;
    const status = reply.statusCode;
    const documented = operation.responses[String(status)];
    if (!documented) return `answered ${status}, which it does not document`;
    const mediaType = mediaTypeOf(reply.getHeader('content-type'));
    const text = payloadText(payload);
    // Fastify writes no body with a 204, whatever the route passed to send() (`null` serialised).
    if (status === 204) return documented.content ? `answered 204, documented with a body` : null;
    if (!documented.content) {
      return text ? `answered ${status} with a body, documented without one` : null;
    }
    if (!(mediaType in documented.content)) {
      return `answered ${status} as ${mediaType || 'nothing'}, documented as ${Object.keys(documented.content).join(', ')}`;
    }
    const media = documented.content[mediaType];
    if (!isJsonMediaType(mediaType) || !media?.schema) return null;
    const { problem, body } = bodyProblem(
      payload,
      pointer('paths', path, method, 'responses', String(status), 'content', mediaType, 'schema'),
    );
    if (problem) return `answered ${status} with ${problem}`;
    if (status < 400) return null;
    // A status whose body the route declares itself (a two-factor failure's) has no narrowed code list.
    const codes = media.schema.allOf?.[1]?.properties?.code?.enum;
    if (!codes) return null;
    const errorIssue = errorBodyProblem(body, status, codes);
    return errorIssue && `answered ${status} with ${errorIssue}`;
  }

  const record = (what: string, problem: string | null) => {
    if (problem) problems.push(`${what}: ${problem}`);
  };
  /** The requests whose answer went through the hook below. */
  const seen = new WeakSet<object>();
  app.addHook('onSend', async (request, reply, payload) => {
    seen.add(request.raw);
    record(
      `${request.method} ${request.routeOptions.url ?? request.url}`,
      guarded(() => check(request, reply, payload)),
    );
    return payload;
  });
  // The router answers a URL it cannot decode, or a path parameter past its limit, before any hook runs
  // (server/http/framework-errors.ts): those answers are read where the test receives them.
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  app.inject = (async (options: InjectOptions) => {
    const response = await inject(options);
    const path =
      (typeof options === 'string' ? options : String(options.url ?? options.path ?? '')).split('?', 1)[0] ??
      '';
    if (!seen.has(response.raw.req) && isApiPath(path)) {
      record(
        `${response.raw.req.method ?? 'GET'} ${path}`,
        guarded(() =>
          unroutedProblem(response.statusCode, mediaTypeOf(response.headers['content-type']), response.body),
        ),
      );
    }
    return response;
  }) as typeof app.inject;
  return { problems: () => [...new Set(problems)], checkedBodies: () => checkedBodies };
}

/** A check that cannot run (a schema ajv cannot compile) is a broken contract too, never a failed answer. */
function guarded(check: () => string | null): string | null {
  try {
    return check();
  } catch (error) {
    return `could not be checked: ${(error as Error).message}`;
  }
}

function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}

function mediaTypeOf(contentType: unknown): string {
  return (
    String(contentType ?? '')
      .split(';', 1)[0]
      ?.trim()
      .toLowerCase() ?? ''
  );
}
