// Pino options for Fastify. Credentials never reach a log line: headers that carry them, body fields that
// name them, and query parameters (e-mailed links carry tokens) are redacted wherever they could appear;
// an error keeps no data it carried (a failed query's parameters, PostgreSQL's failing row: ./loggable-error.ts).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { loggableError } from './loggable-error.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const redactedText = '[redacted]';

const secretFields = ['password', 'token', 'refreshToken', 'bearerToken'];
// As pino paths after `headers`: set-cookie needs brackets.
const secretHeaders = ['.authorization', '.cookie', '["set-cookie"]'];

const redactPaths = [
  ...secretHeaders.flatMap((header) => [
    `req.headers${header}`,
    `res.headers${header}`,
    `*.headers${header}`,
    `headers${header}`,
  ]),
  ...secretFields.flatMap((field) => [field, `*.${field}`, `body.${field}`, `*.body.${field}`]),
];

const secretQueryParameter = new RegExp(`([?&](?:${secretFields.join('|')})=)[^&#]*`, 'gi');

function redactUrl(url: string): string {
  return url.replace(secretQueryParameter, `$1${redactedText}`);
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: redactedText },
    serializers: {
      // Errors are logged under `err` (pino's key); `error` too, in case a caller names it so.
      err: loggableError,
      error: loggableError,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          headers: request.headers,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
