// The shape of one entry of the operations table (openapi-operations.ts).
import type { RefusalCode } from '#core/refusals.ts';

/** A refusal code, answered with its usual status (server/http/http-error.ts), or with the one given. */
type RefusalSpec = RefusalCode | readonly [RefusalCode, number];

export interface OperationDoc {
  /** The call's name: the spec's (docs/product.md §7) where it has one, else a verb and the path's noun. */
  operationId: string;
  /** What the call does beyond its one-line summary (the route's `summary`), for a client's author. */
  description: string;
  /**
   * Who may call it: `bearer` needs a session's bearer token (401 without one), `optional` answers anyone
   * and adds the caller's own data with a good token, `none` reads no token.
   */
  auth: 'bearer' | 'optional' | 'none';
  /** false: the route opts out of the CSRF guard (`config: { csrf: false }`), so never answers its 403s. */
  csrf?: false;
  /** true: the body is raw bytes (`config: { csrfRawBody: true }`), so the guard never answers notJson. */
  rawBody?: true;
  /**
   * The refusals of this call itself. Every call also answers invalidRequest (400), tooManyRequests (429)
   * and internalError (500); a bearer call unauthorized (401); a state-changing one the CSRF guard's 403s;
   * one with a body 413 (and 415 when it opts out of the CSRF guard) and one with path parameters 414
   * (invalidRequest, the framework's limits).
   */
  refusals?: readonly RefusalSpec[];
}

/** The refusal of an administrators' call to anyone else. */
export const adminOnly = 'forbidden' satisfies RefusalCode;
