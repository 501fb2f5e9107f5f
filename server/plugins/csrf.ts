// Cross-site request forgery guard for the API. A browser lets another site send a "simple" request
// (a form post, text/plain, no custom headers) with the player's cookies; it can't send JSON with a custom
// header without a CORS preflight, which we never grant. So every state-changing API request must:
//   - carry `X-Requested-With: XMLHttpRequest` (the SPA's request layer always does);
//   - send its body, if any, as application/json;
//   - come from our own origin when the browser says where it comes from (Origin, Sec-Fetch-Site): the
//     PUBLIC_URL origin, or the very host the request was sent to (a player who opened the server as
//     127.0.0.1 while PUBLIC_URL says localhost is still on our own pages).
// A route that must accept other callers (a payment provider's webhook) opts out with
// `config: { csrf: false }`.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BareRefusalCode } from '#core/refusals.ts';
import { HttpError } from '#server/http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this state-changing route is called by other servers, not the SPA; skip the CSRF checks. */
    csrf?: boolean;
    /**
     * true: the body is a file's raw bytes in its own media type (the File Manager's upload), so the JSON
     * check is skipped; the origin and X-Requested-With checks still apply, and the custom header alone
     * forces the CORS preflight another site never gets.
     */
    csrfRawBody?: boolean;
  }
}

interface CsrfOptions {
  /** PUBLIC_URL: the only origin whose pages may change state. */
  publicUrl: string;
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type CsrfRefusal = Extract<BareRefusalCode, 'foreignOrigin' | 'missingCsrfHeader' | 'notJson'>;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** The Origin names the host (and port) this request was addressed to: the page is one of ours. */
function isSameHost(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Why the request is refused, or null when it may go on. */
function csrfProblem(request: FastifyRequest, ownOrigin: string, rawBody: boolean): CsrfRefusal | null {
  if (!stateChanging.has(request.method)) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'foreignOrigin';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin && !isSameHost(origin, request.headers.host)) {
    return 'foreignOrigin';
  }
  if (request.headers['x-requested-with']?.toString().toLowerCase() !== 'xmlhttprequest') {
    return 'missingCsrfHeader';
  }
  if (!rawBody && hasBody(request) && !isJson(request.headers['content-type'])) return 'notJson';
  // A JSON content type with no body would make Fastify refuse it as bad JSON; that answer is fine.
  return null;
}

/** Register inside the /api scope: it guards that scope's routes. */
export default fp<CsrfOptions>(
  async (fastify, { publicUrl }) => {
    const ownOrigin = new URL(publicUrl).origin;
    fastify.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.csrf === false) return;
      const problem = csrfProblem(request, ownOrigin, request.routeOptions.config.csrfRawBody === true);
      if (problem) throw new HttpError(problem);
    });
  },
  { name: 'csrf' },
);
