// The errors Fastify's router raises before any route or hook runs (a URL it cannot decode, a path
// parameter past its length limit) answer in the API's one error shape, like every other refusal, instead
// of Fastify's own body (with its FST_ code and the whole URL echoed back).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './api-error.ts';

const details: Record<string, string> = {
  FST_ERR_BAD_URL: 'url: not a valid URL component (a bad percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'params: a path parameter is longer than 100 characters',
};

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = details[error.code] ?? 'request: not a valid request';
  void reply
    .code(status)
    .type('application/json')
    .send(apiError(status, 'invalidRequest', { detail }));
}
