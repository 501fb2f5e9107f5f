// The contract test: every answer an API route gives in the server suite is checked against the app's own
// OpenAPI document, so a route that drifts from its documentation fails the test file that saw it. Checked:
// the status is one the operation documents, the media type is the documented one, and an error's body
// is an ApiErrorBody whose code the document lists for that status. (2xx bodies need no check here: the
// zod serializer already refuses, with a 500, any body that breaks the schema the document is built from.)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalCodes } from '#core/refusals.ts';

interface DocumentedResponse {
  content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }>;
}
type Paths = Record<
  string,
  Record<string, { operationId?: string; responses: Record<string, DocumentedResponse> }>
>;

const errorKeys = new Set(['statusCode', 'error', 'code', 'params', 'message']);

/** The document's name of a route's path: `/api/x/:id/` → `/api/x/{id}`. */
function documentPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function errorBodyProblem(payload: unknown, status: number, codes: string[]): string | null {
  if (typeof payload !== 'string') return 'an error body that is not JSON text';
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return 'an error body that is not JSON';
  }
  const extra = Object.keys(body).filter((key) => !errorKeys.has(key));
  if (extra.length > 0) return `an error body with ${extra.join(', ')} beside ApiErrorBody's fields`;
  if (body.statusCode !== status) return `an error body saying statusCode ${String(body.statusCode)}`;
  if (typeof body.error !== 'string' || typeof body.message !== 'string')
    return 'an error body without error or message';
  const code = String(body.code);
  if (!(refusalCodes as string[]).includes(code)) return `the unknown code ${code}`;
  if (!codes.includes(code)) return `code ${code}, which the document does not list for ${status}`;
  return null;
}

/**
 * Adds the check to an app before it is ready; `problems()` lists what broke the contract. The document is
 * read once, from the app itself, at its first checked answer.
 */
export function checkAgainstDocument(app: FastifyInstance): { problems(): string[] } {
  const problems: string[] = [];
  let paths: Paths | undefined;

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return null;
    paths ??= (app.swagger() as unknown as { paths: Paths }).paths;
    const operation = paths[documentPath(url)]?.[request.method.toLowerCase()];
    // Not in the document or the operations table: a route a test added, a HEAD route, the document and
    // Swagger UI themselves (tests/server/openapi-operations.test.ts holds the table to the routes).
    if (!operation?.operationId) return null;
    const status = reply.statusCode;
    const documented = operation.responses[String(status)];
    if (!documented) return `answered ${status}, which it does not document`;
    const mediaType = String(reply.getHeader('content-type') ?? '')
      .split(';', 1)[0]
      ?.trim();
    if (documented.content && mediaType && !(mediaType in documented.content)) {
      return `answered ${status} as ${mediaType}, documented as ${Object.keys(documented.content).join(', ')}`;
    }
    if (status < 400) return null;
    const codes = documented.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum;
    // A status whose body the route declares itself (a two-factor failure's): the zod serializer holds
    // the answer to that schema already.
    if (!codes) return null;
    const problem = errorBodyProblem(payload, status, codes);
    return problem && `answered ${status} with ${problem}`;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const problem = check(request, reply, payload);
    if (problem) problems.push(`${request.method} ${request.routeOptions.url}: ${problem}`);
    return payload;
  });
  return { problems: () => [...new Set(problems)] };
}
