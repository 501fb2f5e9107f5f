import { throttleSeconds } from '#src/lib/constants.ts';

/** Internal error codes: the call never reached the server, or its answer was refused. */
export const apiErrorCodes = {
  requestGuard: -1,
  responseGuard: -2,
  unreachable: -100,
  tooManyRequests: 429,
} as const;

export const tooManyRequestsText = `Too many requests. Please try again in ${throttleSeconds} seconds.`;
export const networkErrorText = 'Network Error';

export interface ApiErrorInit {
  code: number;
  /** HTTP status; 0 when there was no response. */
  status?: number;
  message: string;
  responseText?: string;
  cause?: unknown;
}

/** Every failed API call rejects with this, so views and machines handle one shape. */
export class ApiError extends Error {
  /** HTTP status, or one of apiErrorCodes for failures that are not a server answer. */
  readonly code: number;
  readonly status: number;
  /** The raw response body ('' when none). */
  readonly responseText: string;

  constructor({ code, status = 0, message, responseText = '', cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.responseText = responseText;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
