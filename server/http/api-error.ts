// The one body every API error has (server/contract/errors.ts), its schema, and how a failed request
// becomes one. Only 4xx messages reach the client; a 5xx says "Internal Server Error" and is logged.
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type { Equals } from './type-checks.ts';

export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ApiErrorBody', description: 'The body of every error response.' });

const _apiErrorMatchesContract: Equals<z.output<typeof apiErrorSchema>, ApiErrorBody> = true;

/** Spread into a route's `response` schema: every error status answers with {@link apiErrorSchema}. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

export function apiError(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

const internalServerErrorMessage = 'Internal Server Error';

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

/** What a thrown error answers: its status (4xx kept, anything else 500) and the body. */
export function toApiError(error: FastifyError): ApiErrorBody {
  if (error.validation?.length) return apiError(400, describeValidationError(error));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return apiError(status, error.message);
  return apiError(500, internalServerErrorMessage);
}
