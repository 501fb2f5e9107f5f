// The one body every API error has (core/contract/errors.ts), its schema, and how a failed request
// becomes one. Only 4xx messages reach the client; a 5xx says "Internal Server Error" (or, for a database
// out of reach, "serviceUnavailable" with 503) and is logged.
// Every body names its refusal by a code of the catalogue (core/refusals.ts) with that code's parameters.
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import {
  refusalCodes,
  refusalMessage,
  refusalParamDocs,
  type Refusal,
  type RefusalArgs,
  type RefusalCode,
} from '#core/refusals.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { statusOf } from '#core/refusal-statuses.ts';
import { HttpError } from './http-error.ts';
import type { Equals } from './type-checks.ts';

const codeDescription = [
  'The stable code of the refusal; the client words it from the code and `params`. The codes, with their ' +
    'usual status and the `params` they carry:',
  ...refusalCodes.map((code) => {
    const params = refusalParamDocs[code];
    return `- \`${code}\` (${statusOf(code)})${params ? `: ${params}` : ''}`;
  }),
].join('\n');

export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.enum(refusalCodes as [RefusalCode, ...RefusalCode[]]).meta({ description: codeDescription }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: "The code's parameters; absent when it has none." }),
    message: z.string().meta({ description: 'The English sentence of the refusal.' }),
  })
  .meta({ id: 'ApiErrorBody', description: 'The body of every error response.' });

const _apiErrorMatchesContract: Equals<z.output<typeof apiErrorSchema>, ApiErrorBody> = true;

/** Spread into a route's `response` schema: every error status answers with {@link apiErrorSchema}. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

function bodyOf(statusCode: number, refusal: Refusal): ApiErrorBody {
  const params = refusal.params as Record<string, string | number>;
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: refusal.code,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    message: refusalMessage(refusal.code, params as never),
  };
}

/** The body of a refusal a route answers itself: `apiError(404, 'unknownPlayer', { userId })`. */
export function apiError<C extends RefusalCode>(
  statusCode: number,
  code: C,
  ...[params]: RefusalArgs<C>
): ApiErrorBody {
  return bodyOf(statusCode, { code, params: params ?? {} } as Refusal);
}

/** Fastify reports each failed schema check; this says them as `querystring/isActive: expected 0 or 1`. */
function describeValidationError(
  error: Pick<FastifyError, 'validation' | 'validationContext' | 'message'>,
): string {
  if (!error.validation?.length) return error.message;
  const where = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const path = issue.instancePath.replace(/^\/$/, '');
      return `${where}${path}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** What a 503 tells the client to wait before trying again (Retry-After): an outage's usual first seconds. */
export const retryAfterSeconds = 5;

/**
 * What a thrown error answers: its status (4xx kept; a database out of reach 503, with Retry-After set by
 * the error handler; a refusal of ours its own 5xx; anything else 500) and the body.
 */
export function toApiError(error: FastifyError): ApiErrorBody {
  if (error.validation?.length)
    return apiError(400, 'invalidRequest', { detail: describeValidationError(error) });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (error instanceof HttpError) return bodyOf(status, error.refusal);
    // Fastify's own 4xx (a body that is not JSON, too large, an unsupported content type): its text.
    return apiError(status, 'invalidRequest', { detail: error.message });
  }
  if (isDatabaseUnavailable(error)) return apiError(503, 'serviceUnavailable');
  // A refusal of ours with a 5xx status (a provider out of reach): its own code, never internalError.
  if (error instanceof HttpError && status >= 500) return bodyOf(status, error.refusal);
  return apiError(500, 'internalError');
}
